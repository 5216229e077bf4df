import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type Database, openDatabase, PGLITE_EXTENSIONS } from '../../db/client.js';
import { migrate } from '../../db/migrate.js';
import { migrationsBefore } from '../../testing/migrations-before.js';
import { readMediaParams } from './params.js';

let database: Database;
let before: ReturnType<typeof migrationsBefore>;
beforeAll(async () => {
  database = await openDatabase({ pglite: await PGlite.create({ extensions: PGLITE_EXTENSIONS }) });
  // the migrations before 075, in a folder of the test's own
  before = migrationsBefore(75);
});
afterAll(async () => {
  await database.close();
  before.remove();
});

test('075 respells the stored audio profile ACC-LC as AAC-LC: parameters in effect and uploaded videos', async () => {
  await migrate(database.db, before.dir);
  const legacy = {
    video: {
      mode: 'custom',
      acquisition: { resolution: '720*1280', frameRate: 15 },
      encoding: {
        resolution: '720*1280',
        rate: { min: 300, max: 1500, default: 800 },
        frameRate: 15,
        profile: 'high',
      },
    },
    audio: {
      mode: 'custom',
      acquisition: { channels: 2 },
      encoding: { channels: 2, rate: 96, profile: 'ACC-LC' },
    },
    description: 'kept',
  };
  await database.db.execute(
    sql`INSERT INTO settings (key, value) VALUES ('media_params', ${JSON.stringify(legacy)}::jsonb)`,
  );
  await database.db.execute(
    sql`INSERT INTO uploads (url, type, size, encoding) VALUES ('/uploads/a.mp4', 'video/mp4', 10, ${JSON.stringify({ audio: { profile: 'ACC-LC' } })}::jsonb)`,
  );
  expect(await migrate(database.db)).toContain(75);
  const params = await readMediaParams(database.db);
  // the stored value, not the default: its other fields are kept
  expect(params.audio.encoding).toEqual({ channels: 2, rate: 96, profile: 'AAC-LC' });
  expect(params.description).toBe('kept');
  const uploads = await database.db.execute<{ encoding: unknown }>(sql`SELECT encoding FROM uploads`);
  expect((uploads as unknown as { rows: { encoding: unknown }[] }).rows[0]?.encoding).toEqual({
    audio: { profile: 'AAC-LC' },
  });
});
