import type { ReissueJobFilter, ReissueJobRowState, ReissueJobStatus } from '@opsdeck/shared/schemas';
import type { MockMember } from './members.ts';
import type { MockOperator } from './operators.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** One row of a mock job: the member, what they get, and what became of it. */
export interface MockJobRow {
  seq: number;
  memberId: number;
  visibleId: string;
  amount: number;
  reason: string;
  state: ReissueJobRowState;
  orderNo: string | null;
  /** Why it failed: the money error's i18n key and parameters (as the server stores it). */
  error: { key: string; params: Record<string, unknown> } | null;
  doneAt: string | null;
}

/** A re-issue job as the mock keeps it; counts, rate and words come from its rows when answered. */
export interface MockJob {
  id: number;
  kind: 'coins' | 'vip';
  amount: number | null;
  reason: string;
  filter: ReissueJobFilter | null;
  status: ReissueJobStatus;
  createdBy: { id: number; name: string };
  approvalId: number | null;
  /** The stored error (an i18n key), e.g. why it was cancelled. */
  error: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  rows: MockJobRow[];
}

/** Rows per second the mock's finished jobs ran at (a PGlite server's order of magnitude). */
const RATE = 400;

/** `PAT` + the business day (UTC+8) + a six-digit number, as the server numbers patch orders. */
function patchOrderNo(at: number, n: number): string {
  const day = new Date(at + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
  return `PAT${day}${String(n).padStart(6, '0')}`;
}

/** Runs `rows` from `startedAt`: each active member's row issued with its patch order, a banned one failed. */
function ran(members: readonly MockMember[], rows: MockJobRow[], startedAt: number, upTo = rows.length) {
  const byId = new Map(members.map((m) => [m.id, m]));
  rows.forEach((row, i) => {
    const at = startedAt + Math.round(((i + 1) * 1000) / RATE);
    if (i >= upTo) {
      row.state = 'cancelled';
      row.doneAt = new Date(startedAt + Math.round((upTo * 1000) / RATE)).toISOString();
      return;
    }
    row.doneAt = new Date(at).toISOString();
    if (byId.get(row.memberId)?.status === 'banned') {
      row.state = 'failed';
      row.error = { key: 'money.errors.memberBanned', params: { visibleId: row.visibleId } };
      return;
    }
    row.state = 'issued';
    row.orderNo = patchOrderNo(at, 4000 + row.seq);
  });
  return rows;
}

const rowsOf = (members: readonly MockMember[], amount: number, reason: string): MockJobRow[] =>
  members.map((m, i) => ({
    seq: i + 1,
    memberId: m.id,
    visibleId: m.visibleId,
    amount,
    reason,
    state: 'pending',
    orderNo: null,
    error: null,
    doneAt: null,
  }));

/**
 * The seeded jobs, made from the mock's own members (the rows a filter finds are the members the
 * member list shows for it): 50 coins to every active iOS member (done, by the admin); VIP days to
 * six listed members, one of them banned (done with a failed row, by the support operator); coins
 * to the members without VIP on one channel, cancelled by the admin halfway.
 */
export function makeReissueJobs(
  now: number,
  operators: readonly MockOperator[],
  members: readonly MockMember[],
): MockJob[] {
  const admin = operators.find((o) => o.role === 'admin');
  const user = operators.find((o) => o.role === 'user');
  if (!admin || !user) return [];
  const ref = (o: MockOperator) => ({ id: o.id, name: o.name });
  const span = (rows: number) => Math.round((rows * 1000) / RATE) + 1000;

  const iosFilter: ReissueJobFilter = { status: 'active', platform: 'ios' };
  const ios = members.filter((m) => m.status === 'active' && m.platform === 'ios');
  const iosStart = now - 3 * DAY + 2 * MINUTE;
  const outage: MockJob = {
    id: 1,
    kind: 'coins',
    amount: 50,
    reason: '支付故障补偿 payment outage',
    filter: iosFilter,
    status: 'done',
    createdBy: ref(admin),
    approvalId: null,
    error: null,
    createdAt: new Date(iosStart - 1000).toISOString(),
    startedAt: new Date(iosStart).toISOString(),
    finishedAt: new Date(iosStart + span(ios.length)).toISOString(),
    rows: ran(members, rowsOf(ios, 50, '支付故障补偿 payment outage'), iosStart),
  };

  // six listed members with their own days, a banned one among them (its row fails as the server's)
  const banned = members.find((m) => m.status === 'banned');
  const listed = [...members.filter((m) => m.status === 'active').slice(0, 5), ...(banned ? [banned] : [])];
  const unlockStart = now - DAY + 30 * MINUTE;
  const unlockRows = rowsOf(listed, 3, '解锁失败补偿 broken unlock').map((r, i) => ({
    ...r,
    amount: i % 2 === 0 ? 3 : 7,
  }));
  const unlock: MockJob = {
    id: 2,
    kind: 'vip',
    amount: null,
    reason: '解锁失败补偿 broken unlock',
    filter: null,
    status: 'done',
    createdBy: ref(user),
    approvalId: null,
    error: null,
    createdAt: new Date(unlockStart - 1000).toISOString(),
    startedAt: new Date(unlockStart).toISOString(),
    finishedAt: new Date(unlockStart + span(listed.length)).toISOString(),
    rows: ran(members, unlockRows, unlockStart),
  };

  const channel = members.find((m) => m.platform === 'android')?.channel ?? 'huawei';
  const noVip = members.filter((m) => m.status === 'active' && !m.vipActive && m.channel === channel);
  const eventStart = now - 2 * 3_600_000;
  const half = Math.ceil(noVip.length / 2);
  const event: MockJob = {
    id: 3,
    kind: 'coins',
    amount: 20,
    reason: '活动奖励 event reward',
    filter: { status: 'active', vip: false, channel },
    status: 'cancelled',
    createdBy: ref(admin),
    approvalId: null,
    error: null,
    createdAt: new Date(eventStart - 1000).toISOString(),
    startedAt: new Date(eventStart).toISOString(),
    finishedAt: new Date(eventStart + span(half)).toISOString(),
    rows: ran(members, rowsOf(noVip, 20, '活动奖励 event reward'), eventStart, half),
  };
  return [event, unlock, outage];
}
