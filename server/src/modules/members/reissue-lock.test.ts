import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { activeMember, patchCoins, unheldMember } from '../../testing/members.js';
import { signedInApp } from '../../testing/suite.js';
import { lockMembersWithKeys, lockMemberWithKey } from './reissue-common.js';

const t = signedInApp();

describe("lockMembersWithKeys (a re-issue job's batch: one statement for every row's lock and key)", () => {
  test('answers by position what lockMemberWithKey answers for each pair: the member, its earlier order', async () => {
    const issued = await unheldMember(t.database.db);
    const other = await activeMember(t.database.db, 5);
    const usedKey = `lock-test-${randomUUID()}`;
    const res = await patchCoins(
      t.app,
      t.admin,
      { memberId: issued.id, coins: 3, reason: 'lock test' },
      usedKey,
    );
    expect(res.statusCode, res.body).toBe(200);
    const pairs = [
      { memberId: other.id, key: `lock-test-${randomUUID()}` },
      { memberId: issued.id, key: usedKey },
      { memberId: 2_000_000_000, key: `lock-test-${randomUUID()}` },
    ];
    await t.database.db.transaction(async (tx) => {
      const many = await lockMembersWithKeys(tx, pairs);
      const one = [];
      for (const p of pairs) one.push(await lockMemberWithKey(tx, p.memberId, p.key));
      expect(many).toEqual(one);
      expect(many.map((f) => [f.member?.id, f.keyed?.orderNo ?? null])).toEqual([
        [other.id, null],
        [issued.id, res.json().data.orderNo],
        [undefined, null],
      ]);
    });
  });
});
