import type { DeepStringRecord } from '../../types.js';
import type { taskRecordsEn } from '../en-US/task-records.js';

/** 客服补录：漏签和邀请，以及规则发放的奖励（zh-CN）。 */
export const taskRecordsZh: DeepStringRecord<typeof taskRecordsEn> = {
  tasks: {
    validation: {
      makeGoodDay: '{{field}}须在最近 30 天内（含今天，UTC+8）',
      selfInvite: '{{field}}须为邀请人以外的会员',
    },
    errors: {
      alreadySignedIn: '会员 {{visibleId}} 在 {{day}} 已有签到记录',
      hasInviter: '会员 {{visibleId}} 已有邀请人',
      invitedBack: '会员 {{visibleId}} 是被邀请人邀请的：邀请不能形成循环',
      keyConflict: '幂等键 {{key}} 已用于另一条记录',
    },
    actions: { recordCheckin: '补录漏签', recordInvite: '补录邀请' },
    rewardRuleOff: '奖励规则已关闭：已记录，未发放奖励',
    rewarded: '已记录：发放 {{points}}和 {{coins}}',
    rewardPoints: '{{count}} 积分',
    rewardPoints_one: '{{count}} 积分',
    rewardCoins: '{{count}} 福币',
    rewardCoins_one: '{{count}} 福币',
    replayed: '此幂等键已记录过：未做任何更改',
    dialog: {
      checkinButton: '补录签到',
      inviteButton: '补录邀请',
      memberId: '会员（内部 ID）',
      day: '业务日（UTC+8）',
      inviterId: '邀请人（内部 ID）',
      inviteeId: '被邀请人（内部 ID）',
      submit: '记录',
      cancel: '取消',
      keys: 'Enter 记录 · Esc 取消',
    },
  },
};
