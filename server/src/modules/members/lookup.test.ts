import { describe, expect, test } from 'vitest';
import { rawRows } from '../../db/raw.js';
import { fourEyesApp } from '../../testing/suite.js';

// POST /admin/members/lookup.
const t = fourEyesApp();

describe('members lookup (the CLI batch resolves a whole file in one request)', () => {
  test('member IDs, phones and internal ids in one request; the unknown ones listed', async () => {
    const [m] = await rawRows<{ id: number; visible_id: string; phone: string }>(
      t.database.db,
      'SELECT id, visible_id, phone FROM members ORDER BY id LIMIT 1',
    );
    if (!m) throw new Error('no member');
    const res = await t.request('POST', '/admin/members/lookup', t.user, {
      refs: [m.visible_id, m.phone, String(m.id), '00000000', m.visible_id],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.missing).toEqual(['00000000']);
    expect(res.body.data.found).toHaveLength(3);
    for (const f of res.body.data.found) expect(f).toMatchObject({ id: m.id, visibleId: m.visible_id });
    const bad = await t.request('POST', '/admin/members/lookup', t.user, { refs: ['abc'] });
    expect(bad.status).toBe(400);
  });
});
