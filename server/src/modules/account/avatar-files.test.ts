import { createHash } from 'node:crypto';
import { accountProfileSchema, profileUpdateBodySchema } from '@opsdeck/shared/schemas';
import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/sql.js';
import { testApp } from '../../testing/suite.js';
import { AVATAR_BY_HASH_SQL } from './avatar-files.js';

const t = testApp();

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A 1×1 PNG as a data: URL. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** The plan of the route's statement, with sequential scans priced out (the demo has a few operators). */
async function lookupPlan(db: Db, hash: string): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const text = `EXPLAIN ${AVATAR_BY_HASH_SQL.replace('$1', `'${hash}'`)}`;
    const rows = await queryRows<Record<string, string>>(tx as unknown as Db, sql.raw(text));
    return rows.map((r) => Object.values(r)[0]).join('\n');
  });
}

describe('GET /avatars/<sha256>.<ext>', () => {
  test('one indexed lookup of the stored hash, not a hash of every avatar', async () => {
    const plan = await lookupPlan(t.app.db, '0'.repeat(64));
    expect(plan).toContain('operators_avatar_sha256_idx');
    expect(plan).not.toMatch(/Seq Scan|sha256\(/);
  });

  test('serves the avatar by its hash (ETag, a year of caching, 304); a changed avatar moves to its new hash', async () => {
    const token = await t.login('user');
    const headers = { authorization: `Bearer ${token}` };
    const settings = accountProfileSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/admin/account/settings', headers })).json().data,
    );
    const before = settings.avatar;
    expect(before).toMatch(/^data:image\/svg\+xml/);
    const oldHash = sha256(before);
    const svg = await t.app.inject({ method: 'GET', url: `/avatars/${oldHash}.svg` });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.headers.etag).toBe(`"${oldHash}"`);
    expect(svg.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(svg.headers['content-security-policy']).toContain('sandbox');
    const again = await t.app.inject({
      method: 'GET',
      url: `/avatars/${oldHash}.svg`,
      headers: { 'if-none-match': `"${oldHash}"` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // the right hash under another type's name is not found
    expect((await t.app.inject({ method: 'GET', url: `/avatars/${oldHash}.png` })).statusCode).toBe(404);

    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/account/profile',
      headers,
      // the own fields as they are, with the new picture
      payload: {
        ...Object.fromEntries(
          Object.keys(profileUpdateBodySchema.shape).map((k) => [
            k,
            (settings as Record<string, unknown>)[k] ?? '',
          ]),
        ),
        avatar: PNG,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const png = await t.app.inject({ method: 'GET', url: `/avatars/${sha256(PNG)}.png` });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect((await t.app.inject({ method: 'GET', url: `/avatars/${oldHash}.svg` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/avatars/${'0'.repeat(64)}.png` })).statusCode).toBe(
      404,
    );
  });
});
