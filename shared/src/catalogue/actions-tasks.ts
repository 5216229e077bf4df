import { newIdempotencyKey } from '../api/member/idempotency-key.js';
import { recordCheckin, recordInvite } from '../api/task/record.js';
import { checkinRecordBodySchema, inviteRecordBodySchema } from '../schemas/task-record.js';
import type { ActionEntry } from './types.js';

/** The notice a task record's answer calls for: the reward rule was off, or nothing changed. */
function recordNotice(result: unknown): string | undefined {
  const r = result as { rewardRuleOff?: boolean; replayed?: boolean } | null;
  if (r?.replayed) return 'tasks.replayed';
  return r?.rewardRuleOff ? 'tasks.rewardRuleOff' : undefined;
}

/**
 * Support's task records (any signed-in role): a missed sign-in and an invite. Each pays its rule's
 * reward through the ledger unless the rule's automation switch is off; the caller's Idempotency-Key
 * (or a fresh one) makes a retry safe.
 */
export function taskActionEntries(): ActionEntry[] {
  return [
    {
      id: 'checkin.record',
      i18nKey: 'tasks.actions.recordCheckin',
      groupKey: 'menu.checkin',
      icon: 'calendar',
      keywords: ['sign-in', 'check-in', 'make good', 'missed', 'streak', '补签', '签到', '漏签', '补录'],
      roles: ['*'],
      risk: 'money',
      args: checkinRecordBodySchema,
      cli: ['checkins', 'record'],
      run: (client, args, opts) =>
        recordCheckin(
          client,
          checkinRecordBodySchema.parse(args),
          opts.idempotencyKey ?? newIdempotencyKey(),
        ),
      notice: recordNotice,
    },
    {
      id: 'invite.record',
      i18nKey: 'tasks.actions.recordInvite',
      groupKey: 'menu.invite',
      icon: 'new-person',
      keywords: ['invite', 'inviter', 'invitee', 'referral', '邀请', '邀请人', '补录'],
      roles: ['*'],
      risk: 'money',
      args: inviteRecordBodySchema,
      cli: ['invites', 'record'],
      run: (client, args, opts) =>
        recordInvite(client, inviteRecordBodySchema.parse(args), opts.idempotencyKey ?? newIdempotencyKey()),
      notice: recordNotice,
    },
  ];
}
