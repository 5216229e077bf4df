import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { readSnapshot, runScript, writeAndSnapshot } from '../helpers/backup.js';
import { type RunningServer, startServer } from '../helpers/start-server.js';
import { adminUrl, throwawayDatabase } from './throwaway-db.js';

/**
 * `npm run backup` with DATABASE_URL (pg_dump, taken while the server runs) and `npm run restore`
 * into an empty database: a server on the restored database shows the same money and uploads.
 */
const from = throwawayDatabase('bkfrom');
const into = throwawayDatabase('bkinto');
const temp = mkdtempSync(join(tmpdir(), 'opsdeck-backup-pg-'));
const servers: RunningServer[] = [];

describe.skipIf(!adminUrl)('backup and restore (PostgreSQL)', () => {
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await Promise.all([from.drop(), into.drop()]);
    rmSync(temp, { recursive: true, force: true });
  });

  test('pg_dump while the server runs, pg_restore into an empty database', { timeout: 240_000 }, async () => {
    await from.create();
    const uploads = join(temp, 'files');
    const first = await startServer({ DATABASE_URL: from.url, DATA_DIR: uploads });
    servers.push(first);
    const before = await writeAndSnapshot(first.url);
    const file = join(temp, 'pg.backup');
    const made = await runScript('backup', ['--out', file], { DATABASE_URL: from.url, DATA_DIR: uploads });
    expect(made.output).toContain('Backup written to');
    expect(made.code).toBe(0);

    await into.createEmpty();
    const targetDir = join(temp, 'restored');
    const restored = await runScript('restore', [file], { DATABASE_URL: into.url, DATA_DIR: targetDir });
    expect(restored.output).toContain('Restored the backup');
    expect(restored.code).toBe(0);
    const again = await runScript('restore', [file], {
      DATABASE_URL: into.url,
      DATA_DIR: join(temp, 'other'),
    });
    expect(again.code).not.toBe(0);
    expect(again.output).toContain('not empty');

    const second = await startServer({ DATABASE_URL: into.url, DATA_DIR: targetDir });
    servers.push(second);
    expect(await readSnapshot(second.url, before.memberId, before.orderNo, before.upload)).toEqual(before);
  });
});
