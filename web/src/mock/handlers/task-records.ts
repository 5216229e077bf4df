import {
  CHECKIN_CYCLE_DAYS,
  type CheckinRecordResult,
  checkinRecordBodySchema,
  INVITE_REWARD_DEFAULT,
  type InviteRecordResult,
  inviteRecordBodySchema,
  type TaskReward,
} from '@opsdeck/shared/schemas';
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

/** Pays a record's reward through the ledgers (a zero part writes nothing) when its rule is on; audited. */
function rewardAndAudit(
  world: World,
  operator: MockOperator,
  o: { on: boolean; member: MockMember; points: number; coins: number; reason: 'checkin' | 'invite' },
  refId: number,
  payload: Record<string, unknown>,
): RecordPart {
  const m = o.member;
  const createdAt = new Date().toISOString();
  const row = {
    ...memberRef(m),
    refType: o.reason,
    refId,
    operatorId: operator.id,
    operatorName: operator.name,
  };
  let reward: TaskReward | null = null;
  if (o.on) {
    if (o.points !== 0) {
      m.pointsBalance += o.points;
      const id = world.pointLedger.length + 1;
      world.pointLedger.push({
        id,
        ...row,
        delta: o.points,
        balanceAfter: m.pointsBalance,
        reason: o.reason,
        createdAt,
      });
    }
    if (o.coins !== 0) {
      m.coinBalance += o.coins;
      const id = world.coinLedger.length + 1;
      world.coinLedger.push({
        id,
        ...row,
        delta: o.coins,
        balanceAfter: m.coinBalance,
        reason: o.reason,
        createdAt,
      });
    }
    reward = { points: o.points, coins: o.coins, pointsBalance: m.pointsBalance, coinBalance: m.coinBalance };
  }
  recordAudit(world, operator, {
    action: `${o.reason}.record`,
    targetType: 'member',
    targetId: String(m.id),
    payload: { ...payload, reward, rewardRuleOff: !o.on },
  });
  return { reward, rewardRuleOff: !o.on, replayed: false, member: summary(m, world.now) };
}

/**
 * Support's task records, as the server makes them: a missed sign-in (continuing the day before's
 * streak, paid by that streak day's rule) and an invite (paid to the inviter); each needs an
 * Idempotency-Key, and a retry with the same key answers the first record again.
 */
export function taskRecordHandlers({ on }: Router): void {
  on('post', '/admin/tasks/checkin', ['*'], async ({ request, world, operator }) => {
    const body = parseOr400(request, checkinRecordBodySchema, await bodyOf(request));
    const key = keyOf(request, false) as string;
    const m = memberOr404(world, body.memberId);
    const earlier = replay<CheckinRecordResult>(world, 'checkin', key, body);
    if (earlier) return ok(earlier);
    refuseBanned(m);
    if (world.checkins.some((c) => c.memberId === m.id && c.day === body.day)) {
      throw new MockHttpError(409, 'tasks.errors.alreadySignedIn', {
        params: { visibleId: m.visibleId, day: body.day },
      });
    }
    const dayBefore = new Date(Date.parse(`${body.day}T00:00:00Z`) - DAY).toISOString().slice(0, 10);
    const prev = world.checkins.find((c) => c.memberId === m.id && c.day === dayBefore);
    const streak = (prev?.streak ?? 0) + 1;
    const rule = CHECKIN_RULES.find((r) => r.day === ((streak - 1) % CHECKIN_CYCLE_DAYS) + 1);
    const points = rule?.rewardPoints ?? 0;
    const coins = rule?.rewardCoins ?? 0;
    const rewarded = switchOn(world.settings, 'checkinReward');
    const checkin = {
      id: Math.max(0, ...world.checkins.map((c) => c.id)) + 1,
      ...memberRef(m),
      day: body.day,
      streak,
      rewardPoints: rewarded ? points : 0,
      rewardCoins: rewarded ? coins : 0,
      createdAt: new Date().toISOString(),
    };
    world.checkins.push(checkin);
    const part = rewardAndAudit(
      world,
      operator,
      { on: rewarded, member: m, points, coins, reason: 'checkin' },
      checkin.id,
      {
        checkinId: checkin.id,
        day: body.day,
        streak,
      },
    );
    const result: CheckinRecordResult = { checkin, ...part };
    world.reissues.set(`checkin:${key}`, { body, result } satisfies Stored<CheckinRecordResult>);
    return ok(result);
  });

  on('post', '/admin/tasks/invite', ['*'], async ({ request, world, operator }) => {
    const body = parseOr400(request, inviteRecordBodySchema, await bodyOf(request));
    const key = keyOf(request, false) as string;
    const inviter = memberOr404(world, body.inviterId);
    const invitee = memberOr404(world, body.inviteeId);
    const earlier = replay<InviteRecordResult>(world, 'invite', key, body);
    if (earlier) return ok(earlier);
    refuseBanned(inviter);
    if (invitee.invitedBy !== null || world.invites.some((i) => i.memberId === invitee.id)) {
      throw new MockHttpError(409, 'tasks.errors.hasInviter', { params: { visibleId: invitee.visibleId } });
    }
    if (inviter.invitedBy === invitee.id) {
      throw new MockHttpError(409, 'tasks.errors.invitedBack', { params: { visibleId: inviter.visibleId } });
    }
    const rewarded = switchOn(world.settings, 'inviteReward');
    const { points, coins } = INVITE_REWARD_DEFAULT;
    const createdAt = new Date().toISOString();
    const invite = {
      id: Math.max(0, ...world.invites.map((i) => i.id)) + 1,
      inviterId: inviter.id,
      inviterVisibleId: inviter.visibleId,
      inviterNickname: inviter.nickname,
      ...memberRef(invitee),
      status: rewarded ? ('rewarded' as const) : ('registered' as const),
      rewardPoints: rewarded ? points : 0,
      rewardCoins: rewarded ? coins : 0,
      createdAt,
      rewardedAt: rewarded ? createdAt : null,
    };
    world.invites.push(invite);
    invitee.invitedBy = inviter.id;
    const part = rewardAndAudit(
      world,
      operator,
      { on: rewarded, member: inviter, points, coins, reason: 'invite' },
      invite.id,
      {
        inviteId: invite.id,
        inviteeId: invitee.id,
      },
    );
    const result: InviteRecordResult = { invite, ...part };
    world.reissues.set(`invite:${key}`, { body, result } satisfies Stored<InviteRecordResult>);
    return ok(result);
  });
}
