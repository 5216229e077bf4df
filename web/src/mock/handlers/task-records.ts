import {
  CHECKIN_CYCLE_DAYS,
  type CheckinRecordBody,
  type CheckinRecordResult,
  checkinRecordBodySchema,
  INVITE_REWARD_DEFAULT,
  type InviteRecordBody,
  type InviteRecordResult,
  inviteRecordBodySchema,
  type TaskReward,
} from '@opsdeck/shared/schemas';
import type { z } from 'zod';
import { CHECKIN_RULES } from '../data/activity.ts';
import { recordAudit } from '../data/events.ts';
import { type MockMember, memberRef } from '../data/members.ts';
import { switchOn } from '../data/operations.ts';
import type { MockOperator } from '../data/operators.ts';
import type { World } from '../data/world.ts';
import { bodyOf, MockHttpError, ok, parseOr400 } from '../http/reply.ts';
import { keyOf } from './members.ts';
import { summary } from './reissue-apply.ts';
import type { Router } from './router.ts';

const DAY = 86_400_000;

/** The member a record names: 404 when unknown (as the server's lock). */
function memberOr404(world: World, id: number): MockMember {
  const m = world.members.find((x) => x.id === id);
  if (!m) throw new MockHttpError(404, 'money.errors.memberNotFound', { params: { id } });
  return m;
}

function refuseBanned(m: MockMember): void {
  if (m.status === 'banned') {
    throw new MockHttpError(422, 'money.errors.memberBanned', { params: { visibleId: m.visibleId } });
  }
}

/** What a record answers besides its row: the reward paid (null when the rule is off) and the member. */
type RecordPart = Pick<CheckinRecordResult, 'reward' | 'rewardRuleOff' | 'replayed' | 'member'>;

/** A record stored under its Idempotency-Key: the body it was made with and its answer. */
interface Stored<R> {
  body: unknown;
  result: R;
}

/**
 * The earlier answer under this key, again (`replayed`, the member as now); 409 when the key was
 * used with another body; undefined when the key is new.
 */
function replay<R extends RecordPart>(world: World, kind: string, key: string, body: unknown): R | undefined {
  const stored = world.reissues.get(`${kind}:${key}`) as Stored<R> | undefined;
  if (!stored) return undefined;
  if (JSON.stringify(stored.body) !== JSON.stringify(body)) {
    throw new MockHttpError(409, 'tasks.errors.keyConflict', { params: { key } });
  }
  const m = memberOr404(world, stored.result.member.id);
  const reward = stored.result.reward && {
    ...stored.result.reward,
    pointsBalance: m.pointsBalance,
    coinBalance: m.coinBalance,
  };
  return { ...stored.result, reward, replayed: true, member: summary(m, world.now) };
}

/** A record's reward: paid to `member` when its rule is `on`; `refId` and `payload` name the record. */
interface RecordReward {
  on: boolean;
  member: MockMember;
  points: number;
  coins: number;
  reason: 'checkin' | 'invite';
  refId: number;
  payload: Record<string, unknown>;
}

/** Pays a record's reward through the ledgers (a zero part writes nothing) when its rule is on; audited. */
function rewardAndAudit(world: World, operator: MockOperator, o: RecordReward): RecordPart {
  const m = o.member;
  const createdAt = new Date().toISOString();
  /** A ledger row of this record: the `count + 1`th row, `delta` of it, the balance after. */
  const entry = (count: number, delta: number, balanceAfter: number) => ({
    id: count + 1,
    ...memberRef(m),
    delta,
    balanceAfter,
    reason: o.reason,
    refType: o.reason,
    refId: o.refId,
    operatorId: operator.id,
    operatorName: operator.name,
    createdAt,
  });
  let reward: TaskReward | null = null;
  if (o.on) {
    if (o.points !== 0) {
      m.pointsBalance += o.points;
      world.pointLedger.push(entry(world.pointLedger.length, o.points, m.pointsBalance));
    }
    if (o.coins !== 0) {
      m.coinBalance += o.coins;
      world.coinLedger.push(entry(world.coinLedger.length, o.coins, m.coinBalance));
    }
    reward = { points: o.points, coins: o.coins, pointsBalance: m.pointsBalance, coinBalance: m.coinBalance };
  }
  recordAudit(world, operator, {
    action: `${o.reason}.record`,
    targetType: 'member',
    targetId: String(m.id),
    payload: { ...o.payload, reward, rewardRuleOff: !o.on },
  });
  return { reward, rewardRuleOff: !o.on, replayed: false, member: summary(m, world.now) };
}

/**
 * A task record's route: the body checked with the shared schema, the Idempotency-Key required, the
 * members it names looked up (404), an earlier answer under the key replayed, else the record made
 * and its answer kept under the key.
 */
function recordRoute<S extends z.ZodType, R extends RecordPart>(
  kind: 'checkin' | 'invite',
  schema: S,
  members: (body: z.infer<S>) => number[],
  make: (world: World, operator: MockOperator, body: z.infer<S>, named: MockMember[]) => R,
): Parameters<Router['on']>[3] {
  return async ({ request, world, operator }) => {
    const body = parseOr400(request, schema, await bodyOf(request));
    const key = keyOf(request, false) as string;
    const named = members(body).map((id) => memberOr404(world, id));
    const earlier = replay<R>(world, kind, key, body);
    if (earlier) return ok(earlier);
    const result = make(world, operator, body, named);
    world.reissues.set(`${kind}:${key}`, { body, result } satisfies Stored<R>);
    return ok(result);
  };
}

/** A missed sign-in: it continues the day before's streak and is paid by that streak day's rule. */
function recordCheckin(
  world: World,
  operator: MockOperator,
  body: CheckinRecordBody,
  [m]: MockMember[],
): CheckinRecordResult {
  const member = m as MockMember;
  refuseBanned(member);
  if (world.checkins.some((c) => c.memberId === member.id && c.day === body.day)) {
    throw new MockHttpError(409, 'tasks.errors.alreadySignedIn', {
      params: { visibleId: member.visibleId, day: body.day },
    });
  }
  const dayBefore = new Date(Date.parse(`${body.day}T00:00:00Z`) - DAY).toISOString().slice(0, 10);
  const prev = world.checkins.find((c) => c.memberId === member.id && c.day === dayBefore);
  const streak = (prev?.streak ?? 0) + 1;
  const rule = CHECKIN_RULES.find((r) => r.day === ((streak - 1) % CHECKIN_CYCLE_DAYS) + 1);
  const points = rule?.rewardPoints ?? 0;
  const coins = rule?.rewardCoins ?? 0;
  const on = switchOn(world.settings, 'checkinReward');
  const checkin = {
    id: Math.max(0, ...world.checkins.map((c) => c.id)) + 1,
    ...memberRef(member),
    day: body.day,
    streak,
    rewardPoints: on ? points : 0,
    rewardCoins: on ? coins : 0,
    createdAt: new Date().toISOString(),
  };
  world.checkins.push(checkin);
  const payload = { checkinId: checkin.id, day: body.day, streak };
  const reward = { on, member, points, coins, reason: 'checkin' as const, refId: checkin.id, payload };
  return { checkin, ...rewardAndAudit(world, operator, reward) };
}

/** An invite: the invitee gets the inviter, who is paid the invite reward. */
function recordInvite(
  world: World,
  operator: MockOperator,
  _body: InviteRecordBody,
  [a, b]: MockMember[],
): InviteRecordResult {
  const [inviter, invitee] = [a, b] as [MockMember, MockMember];
  refuseBanned(inviter);
  if (invitee.invitedBy !== null || world.invites.some((i) => i.memberId === invitee.id)) {
    throw new MockHttpError(409, 'tasks.errors.hasInviter', { params: { visibleId: invitee.visibleId } });
  }
  if (inviter.invitedBy === invitee.id) {
    throw new MockHttpError(409, 'tasks.errors.invitedBack', { params: { visibleId: inviter.visibleId } });
  }
  const on = switchOn(world.settings, 'inviteReward');
  const { points, coins } = INVITE_REWARD_DEFAULT;
  const createdAt = new Date().toISOString();
  const invite = {
    id: Math.max(0, ...world.invites.map((i) => i.id)) + 1,
    inviterId: inviter.id,
    inviterVisibleId: inviter.visibleId,
    inviterNickname: inviter.nickname,
    ...memberRef(invitee),
    status: on ? ('rewarded' as const) : ('registered' as const),
    rewardPoints: on ? points : 0,
    rewardCoins: on ? coins : 0,
    createdAt,
    rewardedAt: on ? createdAt : null,
  };
  world.invites.push(invite);
  invitee.invitedBy = inviter.id;
  const payload = { inviteId: invite.id, inviteeId: invitee.id };
  const reward = { on, member: inviter, points, coins, reason: 'invite' as const, refId: invite.id, payload };
  return { invite, ...rewardAndAudit(world, operator, reward) };
}

/**
 * Support's task records, as the server makes them: a missed sign-in and an invite, each paid by its
 * rule unless the rule's switch is off; a retry with the same Idempotency-Key answers the first again.
 */
export function taskRecordHandlers({ on }: Router): void {
  on(
    'post',
    '/admin/tasks/checkin',
    ['*'],
    recordRoute('checkin', checkinRecordBodySchema, (b) => [b.memberId], recordCheckin),
  );
  on(
    'post',
    '/admin/tasks/invite',
    ['*'],
    recordRoute('invite', inviteRecordBodySchema, (b) => [b.inviterId, b.inviteeId], recordInvite),
  );
}
