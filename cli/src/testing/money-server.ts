import type { MemberDetail, MemberRow, ReissueCoinsResult, ReissueVipResult } from '@opsdeck/shared/schemas';
import { fail, ok, reissueRequest, type StubCall, type StubReply, type StubRoutes } from './stub-api.js';

/** A member row as GET /admin/members answers it. */
export function memberRowFixture(over: Partial<MemberRow> = {}): MemberRow {
  return {
    id: 1,
    visibleId: '10104729',
    nickname: 'Slow Dolphin',
    avatarUrl: '',
    phone: '137****4567',
    platform: 'ios',
    channel: 'appstore',
    status: 'active',
    coinBalance: 22,
    pointsBalance: 100,
    vipExpiresAt: null,
    vipActive: false,
    inviteCode: '00GC0UY9',
    invitedBy: null,
    registeredAt: '2024-11-22T10:01:13.318Z',
    lastActiveAt: '2026-09-10T20:19:15.709Z',
    ...over,
  };
}

/** A member detail as GET /admin/members/{id} answers it (unmasked phone, recent lists). */
export function memberDetailFixture(over: Partial<MemberDetail> = {}): MemberDetail {
  const ref = { memberId: 1, memberVisibleId: '10104729', memberNickname: 'Slow Dolphin' };
  return {
    ...memberRowFixture(),
    phone: '13701234567',
    phoneMasked: '137****4567',
    inviter: null,
    inviteCount: 1,
    recentCoinLedger: [
      {
        id: 3,
        ...ref,
        delta: -8,
        balanceAfter: 22,
        refType: 'unlock',
        refId: 3,
        operatorId: null,
        operatorName: null,
        createdAt: '2026-09-10T20:19:15.709Z',
        reason: 'unlock',
      },
    ],
    recentPointLedger: [],
    recentVipGrants: [],
    recentOrders: [],
    ...over,
  };
}

interface Issued {
  hash: string;
  result: ReissueCoinsResult | ReissueVipResult;
}

/**
 * An in-memory stand-in for the re-issue endpoints with the server's key rules: the member is found
 * by internal ID, member ID or phone; a dry run writes nothing; the same key and body replay the
 * first result; the same key with another body is 409; a write needs the key. `writes()` counts the
 * calls that were not dry runs (nor the members lookup, a read).
 */
export function moneyServer(member: MemberDetail = memberDetailFixture()) {
  const calls: StubCall[] = [];
  const issued = new Map<string, Issued>();
  const state = { coins: member.coinBalance, vip: member.vipExpiresAt, orders: 0 };
  const summary = () => ({
    ...member,
    phone: member.phoneMasked,
    coinBalance: state.coins,
    vipExpiresAt: state.vip,
    vipActive: state.vip !== null,
  });
  const now = '2026-11-21T20:00:00.000Z';

  function patch(op: 'coins' | 'days', call: StubCall): StubReply {
    const { body, key, hash } = reissueRequest(op, call);
    if (body.memberId !== member.id) return fail(404, 404, `Member ${body.memberId} not found`);
    const earlier = key ? issued.get(key) : undefined;
    if (earlier && earlier.hash !== hash)
      return fail(409, 409, `The Idempotency-Key ${key} was already used with a different request`);
    if (earlier) return ok({ ...earlier.result, dryRun: body.dryRun === true, replayed: true });
    if (!key && !body.dryRun) return fail(400, 400, 'The Idempotency-Key header is required for a re-issue');
    const dryRun = body.dryRun === true;
    const amount = body[op] ?? 0;
    const before = { coins: state.coins, vip: state.vip };
    const after = {
      coins: op === 'coins' ? state.coins + amount : state.coins,
      vip:
        op === 'days'
          ? new Date(Date.parse(state.vip ?? now) + amount * 86_400_000).toISOString()
          : state.vip,
    };
    if (!dryRun) Object.assign(state, { coins: after.coins, vip: after.vip, orders: state.orders + 1 });
    const common = {
      orderNo: dryRun ? null : `PAT2026112200000${state.orders}`,
      memberId: member.id,
      reason: body.reason.trim(),
      dryRun,
      replayed: false,
      createdAt: dryRun ? null : now,
      member: summary(),
    };
    const result =
      op === 'coins'
        ? { ...common, coins: amount, balanceBefore: before.coins, balanceAfter: after.coins }
        : { ...common, days: amount, vipExpiresBefore: before.vip, vipExpiresAfter: after.vip ?? now };
    if (!dryRun && key) issued.set(key, { hash, result });
    return ok(result);
  }

  const detail = () => ok({ ...member, coinBalance: state.coins, vipExpiresAt: state.vip });
  const routes: StubRoutes = {
    [`GET /admin/members/${member.id}`]: detail,
    [`GET /admin/members/${member.visibleId}`]: detail,
    [`GET /admin/members/${member.phone}`]: detail,
    // the batch's one lookup of every member reference in the file
    'POST /admin/members/lookup': (call) => {
      const refs = (call.body as { refs: string[] }).refs;
      const mine = [String(member.id), member.visibleId, member.phone];
      return ok({
        found: refs
          .filter((r) => mine.includes(r))
          .map((ref) => ({ ref, id: member.id, visibleId: member.visibleId })),
        missing: refs.filter((r) => !mine.includes(r)),
      });
    },
    'POST /admin/member/patch-coin': (call) => patch('coins', call),
    'POST /admin/member/patch-vip': (call) => patch('days', call),
  };
  const writes = () =>
    calls.filter(
      (c) =>
        c.method === 'POST' &&
        c.url !== '/admin/members/lookup' &&
        (c.body as { dryRun?: boolean }).dryRun !== true,
    );
  return { routes, calls, state, writes };
}
