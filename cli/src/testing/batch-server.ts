import { memberRowFixture } from './money-server.js';
import { fail, ok, reissueRequest, type StubCall, type StubReply, type StubRoutes } from './stub-api.js';

/** A fault the stand-in injects into a re-issue call with a given key. */
export type Fault =
  /** Applies the re-issue, then drops the answer (the client sees a lost connection). */
  | 'dropAnswer'
  /** Answers 503 without doing anything. */
  | 'unavailable'
  /** Answers 429 (the flood guard) without doing anything. */
  | 'rateLimited'
  /** Answers 401 50014 (the session expired). */
  | 'expired';

/**
 * An in-memory stand-in for many members and the re-issue endpoints (with the server's key rules:
 * dry runs write nothing, the same key and body replay, another body is 409, banned is 422), plus
 * the members search and detail. `faults` injects failures per key, consumed one per call.
 */
export function batchServer(count: number, opts: { banned?: number[] } = {}) {
  const members = Array.from({ length: count }, (_, i) => {
    const id = i + 1;
    return {
      ...memberRowFixture({ id, visibleId: String(20_000_000 + id), nickname: `m${id}`, coinBalance: 10 }),
      phoneFull: `139${String(id).padStart(8, '0')}`,
      status: opts.banned?.includes(id) ? ('banned' as const) : ('active' as const),
    };
  });
  const calls: StubCall[] = [];
  const faults = new Map<string, Fault[]>();
  const issued = new Map<string, { hash: string; result: Record<string, unknown> }>();
  let orders = 0;
  const byId = (id: number) => members.find((m) => m.id === id);

  function patch(op: 'coins' | 'days', call: StubCall): StubReply {
    const { body, key, hash } = reissueRequest(op, call);
    const fault = key ? faults.get(key)?.shift() : undefined;
    if (fault === 'unavailable') return fail(503, 503, 'Service unavailable');
    if (fault === 'rateLimited') return fail(429, 429, 'Too many requests, try again in 1 seconds');
    if (fault === 'expired') return fail(401, 50014, 'Your session has expired; sign in again');
    const m = byId(body.memberId);
    if (!m) return fail(404, 404, `Member ${body.memberId} not found`);
    const earlier = key ? issued.get(key) : undefined;
    if (earlier && earlier.hash !== hash)
      return fail(409, 409, `The Idempotency-Key ${key} was already used`);
    if (earlier) return ok({ ...earlier.result, dryRun: body.dryRun === true, replayed: true });
    if (m.status === 'banned') return fail(422, 422, `Member ${m.visibleId} is banned`);
    const amount = body[op] ?? 0;
    const before = m.coinBalance;
    const dryRun = body.dryRun === true;
    if (!dryRun && op === 'coins') m.coinBalance += amount;
    if (!dryRun) orders++;
    const result = {
      orderNo: dryRun ? null : `PAT2026112200${String(orders).padStart(4, '0')}`,
      memberId: m.id,
      reason: body.reason,
      dryRun,
      replayed: false,
      createdAt: dryRun ? null : '2026-11-22T00:00:00.000Z',
      member: { ...m },
      ...(op === 'coins'
        ? { coins: amount, balanceBefore: before, balanceAfter: before + amount }
        : { days: amount, vipExpiresBefore: null, vipExpiresAfter: '2026-12-22T00:00:00.000Z' }),
    };
    if (!dryRun && key) issued.set(key, { hash, result });
    if (fault === 'dropAnswer') throw Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
    return ok(result);
  }

  const routes: StubRoutes = {
    'GET /admin/members': (call) => {
      const q = String(call.params?.q ?? '');
      const list = members.filter((m) => m.visibleId.startsWith(q) || m.phoneFull.startsWith(q));
      return ok({ list: list.map(({ phoneFull: _, ...row }) => row), total: list.length });
    },
    // the batch resolves every reference of its file in this one request
    'POST /admin/members/lookup': (call) => {
      const refs = (call.body as { refs: string[] }).refs;
      const found = refs.flatMap((ref) => {
        const m = members.find((x) => x.visibleId === ref || x.phoneFull === ref || String(x.id) === ref);
        return m ? [{ ref, id: m.id, visibleId: m.visibleId }] : [];
      });
      return ok({ found, missing: refs.filter((r) => !found.some((f) => f.ref === r)) });
    },
    // a file run again: which of its keys were already used
    'POST /admin/member/reissue-keys': (call) => {
      const keys = (call.body as { keys: string[] }).keys;
      const used = keys.flatMap((key) => {
        const r = issued.get(key)?.result;
        return r ? [{ key, orderNo: String(r.orderNo), memberId: Number(r.memberId) }] : [];
      });
      return ok({ issued: used, pending: [] });
    },
    'POST /admin/member/patch-coin': (call) => patch('coins', call),
    'POST /admin/member/patch-vip': (call) => patch('days', call),
  };
  for (const m of members) {
    const detail = () => ok({ ...m, phone: m.phoneFull });
    routes[`GET /admin/members/${m.id}`] = detail;
    routes[`GET /admin/members/${m.visibleId}`] = detail;
    routes[`GET /admin/members/${m.phoneFull}`] = detail;
  }
  const writes = () =>
    calls.filter(
      (c) =>
        c.method === 'POST' &&
        c.url !== '/admin/members/lookup' &&
        c.url !== '/admin/member/reissue-keys' &&
        (c.body as { dryRun?: boolean }).dryRun !== true,
    );
  return {
    routes,
    calls,
    members,
    faults,
    issuedKeys: () => [...issued.keys()],
    orders: () => orders,
    writes,
  };
}
