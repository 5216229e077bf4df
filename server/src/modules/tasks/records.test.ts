import { businessDayBefore } from '@opsdeck/shared/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { queryRows } from '../../db/sql.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { invariantViolationsSql } from '../ledger/service.js';

let t: TestApp;
/** Sign-in tokens of the demo admin and user. */
const as = { admin: '', user: '' };
let rules: { day: number; rewardPoints: number; rewardCoins: number }[];
let n = 0;

beforeAll(async () => {
  t = await buildTestApp();
  [as.admin, as.user] = await Promise.all([t.login('admin'), t.login('user')]);
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/tasks/checkin/rules',
    headers: { authorization: `Bearer ${as.admin}` },
  });
  rules = res.json().data;
});
afterAll(() => t?.close());

function call(url: string, token: string, body: unknown, opts: { key?: string | null; lang?: string } = {}) {
  const key = opts.key === undefined ? `records-${++n}` : opts.key;
  return t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: {
      authorization: `Bearer ${token}`,
      'accept-language': opts.lang ?? 'en-US',
      ...(key === null ? {} : { 'idempotency-key': key }),
    },
    payload: body as object,
  });
}

const setSwitch = (id: string, enabled: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/automation/${id}`,
    headers: { authorization: `Bearer ${as.admin}` },
    payload: { enabled },
  });

const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(t.database.db, q);

async function balances(id: number) {
  const [m] = await rows<{ coins: string; points: string }>(
    sql`SELECT coin_balance AS coins, points_balance AS points FROM members WHERE id = ${id}`,
  );
  return { coins: Number(m?.coins), points: Number(m?.points) };
}

const ledgerCount = async (reason: string, refId: number) => {
  const [r] = await rows<{ n: string }>(
    sql`SELECT (SELECT count(*) FROM coin_ledger WHERE reason = ${reason} AND ref_type = ${reason} AND ref_id = ${refId})
      + (SELECT count(*) FROM point_ledger WHERE reason = ${reason} AND ref_type = ${reason} AND ref_id = ${refId}) AS n`,
  );
  return Number(r?.n);
};

const noViolations = async () => expect(await rows(invariantViolationsSql)).toEqual([]);

/** An active member with no sign-in on `day` nor the day before (so a record there starts a streak). */
async function freeMemberDay(back: number, skip = 0): Promise<{ id: number; day: string }> {
  const day = businessDayBefore(back);
  const before = businessDayBefore(back + 1);
  const after = businessDayBefore(back - 1);
  const [m] = await rows<{ id: number }>(sql`
    SELECT id FROM members m WHERE status = 'active' AND NOT EXISTS (
      SELECT 1 FROM checkin_records c WHERE c.member_id = m.id AND c.day IN (${day}::date, ${before}::date, ${after}::date))
    ORDER BY id OFFSET ${skip} LIMIT 1`);
  if (!m) throw new Error('no free member');
  return { id: Number(m.id), day };
}

describe('record a missed sign-in', () => {
  test('pays the streak day reward through the ledger once per key; a second day continues the streak', async () => {
    const { id, day } = await freeMemberDay(10);
    const before = await balances(id);
    const key = `checkin-on-${id}`;
    const res = await call('/admin/tasks/checkin', as.user, { memberId: id, day }, { key });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const rule1 = rules[0]!;
    expect(data).toMatchObject({
      rewardRuleOff: false,
      replayed: false,
      checkin: {
        memberId: id,
        day,
        streak: 1,
        rewardPoints: rule1.rewardPoints,
        rewardCoins: rule1.rewardCoins,
      },
      reward: { points: rule1.rewardPoints, coins: rule1.rewardCoins },
    });
    const after = await balances(id);
    expect(after).toEqual({
      coins: before.coins + rule1.rewardCoins,
      points: before.points + rule1.rewardPoints,
    });
    expect(data.reward).toMatchObject({ pointsBalance: after.points, coinBalance: after.coins });
    const paid = (rule1.rewardPoints > 0 ? 1 : 0) + (rule1.rewardCoins > 0 ? 1 : 0);
    expect(await ledgerCount('checkin', data.checkin.id)).toBe(paid);

    // the same key answers the first result and changes nothing, even twice at once
    const replays = await Promise.all([
      call('/admin/tasks/checkin', as.user, { memberId: id, day }, { key }),
      call('/admin/tasks/checkin', as.admin, { memberId: id, day }, { key }),
    ]);
    for (const r of replays)
      expect(r.json().data).toMatchObject({ replayed: true, checkin: { id: data.checkin.id } });
    expect(await balances(id)).toEqual(after);
    expect(await ledgerCount('checkin', data.checkin.id)).toBe(paid);

    // the same key for another day is a conflict; the same day with another key is already signed in
    expect(
      (await call('/admin/tasks/checkin', as.user, { memberId: id, day: businessDayBefore(12) }, { key }))
        .statusCode,
    ).toBe(409);
    const again = await call('/admin/tasks/checkin', as.user, { memberId: id, day });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain(day);

    const next = await call('/admin/tasks/checkin', as.admin, { memberId: id, day: businessDayBefore(9) });
    expect(next.json().data.checkin).toMatchObject({ streak: 2, rewardPoints: rules[1]!.rewardPoints });
    const [audits] = await rows<{ n: string }>(
      sql`SELECT count(*) AS n FROM audit_log WHERE action = 'checkin.record' AND target_id = ${String(id)}`,
    );
    expect(Number(audits?.n)).toBe(2);
    await noViolations();
  });

  test('with the sign-in reward rule off the sign-in is recorded and nothing is paid', async () => {
    expect((await setSwitch('checkinReward', false)).statusCode).toBe(200);
    try {
      const { id, day } = await freeMemberDay(15, 1);
      const before = await balances(id);
      const key = `checkin-off-${id}`;
      const res = await call('/admin/tasks/checkin', as.user, { memberId: id, day }, { key });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({
        reward: null,
        rewardRuleOff: true,
        checkin: { rewardPoints: 0, rewardCoins: 0 },
      });
      expect(await balances(id)).toEqual(before);
      expect(await ledgerCount('checkin', data.checkin.id)).toBe(0);
      const [audit] = await rows<{ payload: { rewardRuleOff: boolean } }>(
        sql`SELECT payload FROM audit_log WHERE action = 'checkin.record' ORDER BY id DESC LIMIT 1`,
      );
      expect(audit?.payload.rewardRuleOff).toBe(true);
      // a replay still says the rule was off
      expect(
        (await call('/admin/tasks/checkin', as.user, { memberId: id, day }, { key })).json().data,
      ).toMatchObject({
        reward: null,
        rewardRuleOff: true,
        replayed: true,
      });
    } finally {
      await setSwitch('checkinReward', true);
    }
    await noViolations();
  });

  test('bad input is a 4xx naming the field, in both languages, and writes nothing', async () => {
    const { id } = await freeMemberDay(20, 2);
    const [{ n: before } = { n: '0' }] = await rows<{ n: string }>(
      sql`SELECT count(*) AS n FROM checkin_records`,
    );
    const future = await call('/admin/tasks/checkin', as.user, { memberId: id, day: businessDayBefore(-2) });
    expect(future.statusCode).toBe(400);
    expect(future.json().details).toEqual([expect.objectContaining({ field: 'day' })]);
    expect(future.json().details[0].message).toContain('30');
    const zh = await call(
      '/admin/tasks/checkin',
      as.user,
      { memberId: id, day: businessDayBefore(40) },
      { lang: 'zh-CN' },
    );
    expect(zh.statusCode).toBe(400);
    expect(zh.json().details[0]).toMatchObject({ field: 'day' });
    expect(zh.json().details[0].message).toContain('30 天');
    expect(
      (await call('/admin/tasks/checkin', as.user, { memberId: id, day: '2026-02-30' })).statusCode,
    ).toBe(400);
    const noId = await call('/admin/tasks/checkin', as.user, { memberId: 'x', day: businessDayBefore(3) });
    expect(noId.json().details[0]).toMatchObject({ field: 'memberId' });
    const noKey = await call(
      '/admin/tasks/checkin',
      as.user,
      { memberId: id, day: businessDayBefore(3) },
      { key: null },
    );
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().details[0]).toMatchObject({ field: 'Idempotency-Key' });
    expect(
      (await call('/admin/tasks/checkin', as.user, { memberId: 99_999_999, day: businessDayBefore(3) }))
        .statusCode,
    ).toBe(404);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/admin/tasks/checkin', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const [{ n: after } = { n: '0' }] = await rows<{ n: string }>(
      sql`SELECT count(*) AS n FROM checkin_records`,
    );
    expect(after).toBe(before);
  });
});

/** An inviter and an invitee: active, the invitee without an inviter, neither invited by the other. */
async function freePair(skip: number): Promise<{ inviterId: number; inviteeId: number }> {
  const free = await rows<{ id: number }>(sql`
    SELECT id FROM members m WHERE status = 'active' AND invited_by IS NULL
      AND NOT EXISTS (SELECT 1 FROM invites i WHERE i.invitee_id = m.id)
    ORDER BY id DESC OFFSET ${skip * 2} LIMIT 2`);
  return { inviterId: Number(free[0]?.id), inviteeId: Number(free[1]?.id) };
}

describe('record an invite', () => {
  test('pays the inviter through the ledger, links the invitee once, refuses a second inviter', async () => {
    const pair = await freePair(0);
    const before = await balances(pair.inviterId);
    const res = await call('/admin/tasks/invite', as.user, pair);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      rewardRuleOff: false,
      reward: { points: 100, coins: 10 },
      invite: { inviterId: pair.inviterId, memberId: pair.inviteeId, status: 'rewarded' },
    });
    expect(await balances(pair.inviterId)).toEqual({ coins: before.coins + 10, points: before.points + 100 });
    expect(await ledgerCount('invite', data.invite.id)).toBe(2);
    const [linked] = await rows<{ by: number }>(
      sql`SELECT invited_by AS by FROM members WHERE id = ${pair.inviteeId}`,
    );
    expect(Number(linked?.by)).toBe(pair.inviterId);

    const other = await freePair(1);
    const second = await call('/admin/tasks/invite', as.admin, {
      inviterId: other.inviterId,
      inviteeId: pair.inviteeId,
    });
    expect(second.statusCode).toBe(409);
    const back = await call('/admin/tasks/invite', as.admin, {
      inviterId: pair.inviteeId,
      inviteeId: pair.inviterId,
    });
    expect(back.statusCode).toBe(409);
    await noViolations();
  });

  test('with the invite reward rule off the invite is recorded as registered and nothing is paid', async () => {
    expect((await setSwitch('inviteReward', false)).statusCode).toBe(200);
    try {
      const pair = await freePair(2);
      const before = await balances(pair.inviterId);
      const res = await call('/admin/tasks/invite', as.admin, pair);
      expect(res.json().data).toMatchObject({
        reward: null,
        rewardRuleOff: true,
        invite: { status: 'registered', rewardPoints: 0, rewardCoins: 0, rewardedAt: null },
      });
      expect(await balances(pair.inviterId)).toEqual(before);
      expect(await ledgerCount('invite', res.json().data.invite.id)).toBe(0);
    } finally {
      await setSwitch('inviteReward', true);
    }
    await noViolations();
  });

  test('an invite of oneself names the invitee field in both languages', async () => {
    const { inviterId } = await freePair(3);
    for (const [lang, text] of [
      ['en-US', 'another member'],
      ['zh-CN', '邀请人以外'],
    ] as const) {
      const res = await call('/admin/tasks/invite', as.admin, { inviterId, inviteeId: inviterId }, { lang });
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0]).toMatchObject({ field: 'inviteeId' });
      expect(res.json().details[0].message).toContain(text);
    }
    expect(
      (await call('/admin/tasks/invite', as.admin, { inviterId, inviteeId: 99_999_999 })).statusCode,
    ).toBe(404);
  });
});
