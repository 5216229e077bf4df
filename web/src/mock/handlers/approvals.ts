import {
  changesLine,
  NOTICE_CODES,
  type NoticeLine,
  type NoticeParams,
  noticeTexts,
} from '@opsdeck/shared/i18n/notices';
import {
  type Approval,
  type ApprovalDetail,
  type ApprovalKind,
  approvalFigures,
  approvalIdParamsSchema,
  approvalListQuerySchema,
  approvalRejectBodySchema,
  type MoneyHold,
  type MonitorEvent,
  moneyHoldOf,
  type ReissueApprovalNeed,
  type ReissueCoinsBody,
  type ReissuePending,
  type ReissueVipBody,
  reissueCoinsBodySchema,
  reissueVipBodySchema,
} from '@opsdeck/shared/schemas';
import { recordAudit } from '../data/events.ts';
import { type MockApproval, switchOn } from '../data/operations.ts';
import type { MockOperator } from '../data/operators.ts';
import type { World } from '../data/world.ts';
import { bodyOf, MockHttpError, ok, parseOr400, queryOf } from '../http/reply.ts';
import { applyPolicyChange } from './policy.ts';
import { issueCoins, issueVip, target } from './reissue-apply.ts';
import { reissueWindowTotals } from './reissue-windows.ts';
import type { Router } from './router.ts';
import { requireMockStepUp } from './security.ts';

/** Hours a pending request waits before it expires (the server's APPROVAL_TTL_HOURS default). */
const TTL_HOURS = 72;

/** A request as the server answers it: with its member (8-digit id), figures and expiry. */
function answer(world: World, { key: _key, ...a }: MockApproval): Approval {
  const m = a.memberId === null ? undefined : world.members.find((x) => x.id === a.memberId);
  return {
    ...a,
    member: m ? { id: m.id, visibleId: m.visibleId, nickname: m.nickname } : null,
    ...approvalFigures(
      a,
      m ? { coinBalance: m.coinBalance, vipExpiresAt: m.vipExpiresAt } : null,
      new Date(),
    ),
    expiresAt: new Date(Date.parse(a.createdAt) + TTL_HOURS * 3_600_000).toISOString(),
  };
}

/**
 * Pending requests past their expiry become expired, and their requesters are told (as on the
 * server). The mock's clock is the world's `now` (fixed in tests), so its seeded request stays pending.
 */
function expireDue(world: World): void {
  const limit = world.now - TTL_HOURS * 3_600_000;
  for (const a of world.approvals) {
    if (a.status !== 'pending' || Date.parse(a.createdAt) > limit) continue;
    a.status = 'expired';
    a.decidedAt = new Date().toISOString();
    pushNotice(world, a.requester.id, 'notice', 2, NOTICE_CODES.expired, {
      id: a.id,
      kind: a.kind,
      hours: TTL_HOURS,
    });
  }
}

/**
 * A notice into an operator's message box, as the server writes one: its text code and values
 * (read in the reader's language when listed), and its own texts in en-US.
 */
function pushNotice(
  world: World,
  operatorId: number,
  type: 'todo' | 'notice',
  messageType: number,
  code: string,
  params: NoticeParams,
) {
  const texts = noticeTexts(code, params, 'en-US');
  if (!texts) throw new Error(`not a notice code: ${code}`);
  const box = world.messages.get(operatorId) ?? [];
  const id = Math.max(0, ...[...world.messages.values()].flat().map((x) => x.id)) + 1;
  box.unshift({
    id,
    type,
    ...texts,
    textCode: code,
    textParams: params,
    messageType,
    avatar: '',
    status: 0,
    time: new Date().toISOString(),
  });
  world.messages.set(operatorId, box);
}

/** An operator's name in every language, as the server stores a decider's (operator_names). */
const namesOf = (o: MockOperator) => ({ 'en-US': o.name, 'zh-CN': o.zh?.name ?? o.name });

/**
 * Stores a request (audited, a todo for every other admin) and returns it. A media parameter or
 * policy change's todo lists what it changes (`changesLine`, as the server's).
 */
export function createApproval(
  world: World,
  requester: MockOperator,
  a: {
    kind: ApprovalKind;
    key: string | null;
    memberId: number | null;
    payload: Record<string, unknown>;
    before: Record<string, unknown>;
    summary?: NoticeLine;
    rule?: Approval['rule'];
    windowTotal?: number | null;
  },
): MockApproval {
  const row: MockApproval = {
    id: Math.max(0, ...world.approvals.map((x) => x.id)) + 1,
    kind: a.kind,
    status: 'pending',
    requester: { id: requester.id, name: requester.name },
    decider: null,
    memberId: a.memberId,
    payload: a.payload,
    before: a.before,
    result: null,
    rejectReason: null,
    createdAt: new Date().toISOString(),
    decidedAt: null,
    rule: a.rule ?? null,
    windowTotal: a.windowTotal ?? null,
    key: a.key,
  };
  world.approvals.push(row);
  recordAudit(world, requester, {
    action: 'approval.request',
    targetType: 'approval',
    targetId: String(row.id),
    payload: { kind: a.kind, ...a.payload },
  });
  if (switchOn(world.settings, 'approvalTodos')) {
    for (const admin of world.operators.filter((o) => o.role === 'admin' && o.id !== requester.id)) {
      pushNotice(world, admin.id, 'todo', 0, NOTICE_CODES.todo, {
        id: row.id,
        kind: a.kind,
        summary: a.summary ?? changesLine(a),
      });
    }
  }
  return row;
}

/** A re-issue the four-eyes rule may hold: its kind, key, body and amount (coins or days). */
export type HeldReissue =
  | { kind: 'patch_coins'; key: string | undefined; body: ReissueCoinsBody; amount: number }
  | { kind: 'patch_vip'; key: string | undefined; body: ReissueVipBody; amount: number };

/** The clock that ends the rolling windows: the world's, or the wall clock the mock's writes carry. */
const windowEnd = (world: World) => Math.max(world.now, Date.now());

/** The gate's decision for a re-issue now (shared with the server: `moneyHoldOf`). */
function holdOf(world: World, operator: MockOperator, r: HeldReissue): MoneyHold | undefined {
  const limits = world.settings.thresholds;
  const totals = reissueWindowTotals(world, r.body.memberId, operator.id, limits, windowEnd(world));
  return moneyHoldOf(r.kind === 'patch_coins' ? 'coins' : 'vip', r.amount, totals, limits);
}

/** The limit and window a stored request's rule refers to, under the limits in effect (a replay). */
function heldByOf(world: World, a: MockApproval): Pick<MoneyHold, 'threshold' | 'windowHours'> {
  const limits = world.settings.thresholds;
  const coins = a.kind === 'patch_coins';
  if (a.rule === 'operator_daily')
    return {
      threshold: coins ? limits.operatorCoins : limits.operatorVipDays,
      windowHours: limits.operatorWindowHours,
    };
  return { threshold: coins ? limits.coins : limits.vipDays, windowHours: limits.memberWindowHours };
}

/**
 * The four-eyes hook of the re-issue routes, as on the server: while the threshold switch is on, a
 * real re-issue that the shared rules hold (the amount alone, the member's rolling-window total, or
 * the operator's, executed and pending re-issues counted) is stored as a request and answered 202
 * pending; the same key replays that answer. Undefined: go on with the re-issue.
 */
export function holdForApproval(
  world: World,
  operator: MockOperator,
  r: HeldReissue,
): ReissuePending | undefined {
  if (r.body.dryRun === true || !r.key) return undefined;
  const pending = (a: MockApproval, hold: Omit<MoneyHold, 'rule'>, replayed: boolean): ReissuePending => ({
    status: a.status,
    approvalId: a.id,
    kind: a.kind,
    memberId: a.memberId ?? 0,
    amount: r.amount,
    threshold: hold.threshold,
    rule: a.rule ?? 'amount',
    windowTotal: hold.windowTotal,
    windowHours: hold.windowHours,
    replayed,
  });
  const earlier = world.approvals.find((a) => a.key === r.key);
  if (earlier) {
    if (earlier.status === 'approved') return undefined;
    return pending(
      earlier,
      { ...heldByOf(world, earlier), windowTotal: earlier.windowTotal ?? r.amount },
      true,
    );
  }
  if (!switchOn(world.settings, 'approvalThresholds')) return undefined;
  const m = target(world, r.body.memberId);
  const hold = holdOf(world, operator, r);
  if (!hold) return undefined;
  const { dryRun: _dry, ...payload } = r.body;
  const unit = r.kind === 'patch_coins' ? 'coins' : 'vipDays';
  const row = createApproval(world, operator, {
    kind: r.kind,
    key: r.key,
    memberId: m.id,
    payload,
    before: r.kind === 'patch_coins' ? { coinBalance: m.coinBalance } : { vipExpiresAt: m.vipExpiresAt },
    summary: {
      key: 'reissue',
      params: { member: m.visibleId, nickname: m.nickname, amount: r.amount, unit, reason: r.body.reason },
    },
    rule: hold.rule,
    windowTotal: hold.windowTotal,
  });
  return pending(row, hold, false);
}

/**
 * A dry run's answer: whether confirming would wait for a second admin, by the same rules and
 * window totals as the re-issue itself (null when it would run at once, or four eyes are off).
 */
export function approvalNeedOf(
  world: World,
  operator: MockOperator,
  r: HeldReissue,
): ReissueApprovalNeed | null {
  if (!switchOn(world.settings, 'approvalThresholds')) return null;
  const hold = holdOf(world, operator, r);
  return hold
    ? {
        rule: hold.rule,
        threshold: hold.threshold,
        windowTotal: hold.windowTotal,
        windowHours: hold.windowHours,
      }
    : null;
}

/** Runs an approved request: the re-issue through the ordinary path with its own key, or the new parameters. */
function execute(world: World, a: MockApproval, by: MockOperator): Record<string, unknown> {
  const who = { operator: by, key: a.key ?? undefined, approvalId: a.id };
  if (a.kind === 'patch_coins') {
    const r = issueCoins(world, reissueCoinsBodySchema.parse(a.payload), who);
    return { orderNo: r.orderNo, balanceAfter: r.balanceAfter };
  }
  if (a.kind === 'patch_vip') {
    const r = issueVip(world, reissueVipBodySchema.parse(a.payload), who);
    return { orderNo: r.orderNo, vipExpiresAfter: r.vipExpiresAfter };
  }
  if (a.kind === 'policy_change') return applyPolicyChange(world, a, by);
  world.settings.media = structuredClone(a.payload) as World['settings']['media'];
  recordAudit(world, by, {
    action: 'media.paramsChange',
    targetType: 'setting',
    targetId: 'media_params',
    payload: { approvalId: a.id },
  });
  return { applied: true };
}

/** The request this operator may decide: 404, 403 (own request), 409 (decided), as the server refuses. */
function claimable(world: World, id: number, by: MockOperator): MockApproval {
  const a = world.approvals.find((x) => x.id === id);
  if (!a) throw new MockHttpError(404, 'approvals.errors.notFound', { params: { id } });
  if (a.requester.id === by.id)
    throw new MockHttpError(403, 'approvals.errors.ownRequest', { params: { id } });
  if (a.status === 'expired')
    throw new MockHttpError(409, 'approvals.errors.expired', {
      params: { id, hours: TTL_HOURS, count: TTL_HOURS },
    });
  if (a.status !== 'pending')
    throw new MockHttpError(409, 'approvals.errors.decided', { params: { id, status: a.status } });
  return a;
}

function decide(
  world: World,
  a: MockApproval,
  by: MockOperator,
  verdict: { approved: boolean; reason?: string },
) {
  a.status = verdict.approved ? 'approved' : 'rejected';
  a.decider = { id: by.id, name: by.name };
  a.decidedAt = new Date().toISOString();
  a.rejectReason = verdict.reason ?? null;
  recordAudit(world, by, {
    action: verdict.approved ? 'approval.approve' : 'approval.reject',
    targetType: 'approval',
    targetId: String(a.id),
    payload: {
      kind: a.kind,
      requesterId: a.requester.id,
      ...(a.result ?? {}),
      ...(verdict.reason ? { reason: verdict.reason } : {}),
    },
  });
  if (switchOn(world.settings, 'decisionNotices')) {
    pushNotice(
      world,
      a.requester.id,
      'notice',
      verdict.approved ? 3 : 1,
      verdict.approved ? NOTICE_CODES.approved : NOTICE_CODES.rejected,
      { id: a.id, kind: a.kind, by: namesOf(by), reason: verdict.reason ?? null },
    );
  }
}

/** The request's operation log: the live activity's rows about it and the re-issue it ran. */
function logOf(world: World, a: MockApproval): ApprovalDetail['log'] {
  const orderNo = a.result?.orderNo;
  const mine = (e: MonitorEvent) =>
    (e.targetType === 'approval' && e.targetId === String(a.id)) ||
    (orderNo !== undefined && e.orderNo === orderNo);
  return world.log.events.filter(mine).map((e) => ({
    key: String(e.id),
    contentNumber: e.orderNo ?? `#${a.id}`,
    updateContent: [
      e.action,
      ...(e.coins === null ? [] : [`coins=${e.coins}`]),
      ...(e.days === null ? [] : [`days=${e.days}`]),
    ].join(' '),
    action: e.action,
    operator: e.operator?.name ?? '',
    status: e.status,
    updateTime: e.time,
  }));
}

/** Approvals: any role lists and reads (a non-admin only their own); admins decide others' requests. */
export function approvalHandlers({ on }: Router): void {
  on('get', '/admin/approvals', ['*'], ({ request, world, operator }) => {
    const q = parseOr400(request, approvalListQuerySchema, queryOf(request));
    expireDue(world);
    const rows = world.approvals
      .filter(
        (a) =>
          (q.status === undefined || a.status === q.status) &&
          (operator.role === 'admin' || a.requester.id === operator.id),
      )
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    return ok(rows.map((a) => answer(world, a)));
  });

  on('get', '/admin/approvals/:id', ['*'], ({ request, params, world, operator }) => {
    const { id } = parseOr400(request, approvalIdParamsSchema, params);
    expireDue(world);
    const a = world.approvals.find((x) => x.id === id);
    if (!a || (operator.role !== 'admin' && a.requester.id !== operator.id)) {
      throw new MockHttpError(404, 'approvals.errors.notFound', { params: { id } });
    }
    return ok({ ...answer(world, a), log: logOf(world, a) });
  });

  on('post', '/admin/approvals/:id/approve', ['admin'], ({ request, params, world, operator }) => {
    const { id } = parseOr400(request, approvalIdParamsSchema, params);
    requireMockStepUp(request, world, operator.id, 'approve');
    expireDue(world);
    const a = claimable(world, id, operator);
    a.result = execute(world, a, operator);
    decide(world, a, operator, { approved: true });
    return ok(answer(world, a));
  });

  on('post', '/admin/approvals/:id/reject', ['admin'], async ({ request, params, world, operator }) => {
    const { id } = parseOr400(request, approvalIdParamsSchema, params);
    const { reason } = parseOr400(request, approvalRejectBodySchema, await bodyOf(request));
    expireDue(world);
    decide(world, claimable(world, id, operator), operator, { approved: false, reason });
    return ok(answer(world, world.approvals.find((x) => x.id === id) as MockApproval));
  });
}
