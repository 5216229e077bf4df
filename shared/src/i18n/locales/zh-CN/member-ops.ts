import type { DeepStringRecord } from '../../types.js';
import type { memberOpsEn } from '../en-US/member-ops.js';

/** 简体中文：会员抽屉与补发页面的文案（领域词汇见 ./business.ts）。 */
export const memberOpsZh: DeepStringRecord<typeof memberOpsEn> = {
  memberOps: {
    drawer: {
      loadError: '会员加载失败',
      notFound: '找不到 ID 为 {{id}} 的会员',
      notFoundHint: '会员可能已被删除，或链接有误。',
      coins: '福币',
      points: '积分',
      vipState: 'VIP',
      registered: '注册于 {{date}}',
      lastActive: '最近活跃 {{date}}',
      noRows: '暂无记录',
      bannedHint: '已封禁的会员不能补发',
      viewOrder: '查看订单 {{orderNo}}',
    },
    form: {
      memberRequired: '请选择会员',
      memberLoading: '正在加载会员 {{id}}…',
      memberLoadFailed: '会员 {{id}} 加载失败：{{message}}',
      typeToSearch: '输入会员 ID、手机号或昵称',
      searching: '搜索中…',
      noMatch: '没有与“{{query}}”匹配的会员',
      searchFailed: '搜索失败：{{message}}',
      moreMatches: '共 {{total}} 个匹配，仅显示前 {{shown}} 个；请输入更多内容缩小范围',
      banned: '已封禁',
      current: '当前：{{coins}} 福币',
      reasonCount: '{{count}} / {{max}}',
      keyboardHint: '按 Enter 进入下一项；在“原因”中按 Enter 预览补发。',
      previewHint: '确认预览之前不会发放任何东西。',
    },
    confirm: {
      member: '会员',
      giveCoins: '补发福币',
      giveDays: '补发 VIP 天数',
      coinBalance: '福币余额',
      vipUntil: 'VIP 到期',
      reason: '原因',
      now: '当前',
      after: '补发后',
      previewNote: '数据来自服务器的试算，尚未发放。',
      networkError:
        '网络连接失败，无法确定补发是否已完成。可以放心重试：重试使用同一个幂等键，服务器绝不会重复发放。',
      retry: '使用同一幂等键重试',
      keyLabel: '幂等键：{{key}}',
      keysHint: '按 y 或 Ctrl/⌘+Enter 确认；数据显示片刻后 Enter 也可确认；Esc 返回。',
    },
    result: {
      issuedTitle: '补发成功',
      replayedTitle: '已补发过',
      replayedBody: '这次补发此前已用同一个幂等键完成，本次没有做任何变更。',
      newBalance: '当前福币余额',
      newVipExpiry: 'VIP 现到期于',
      member: '会员',
      issuedAt: '补发时间',
      another: '继续补发',
      viewMember: '查看会员',
      viewOrders: '查看补单订单',
    },
  },
};
