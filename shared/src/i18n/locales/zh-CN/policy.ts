import type { DeepStringRecord } from '../../types.js';
import type { policyEn, policyFieldsEn } from '../en-US/policy.js';

/** 资金管控（按滚动时间窗口的补发限额；放宽须第二位管理员审批），zh-CN。 */
export const policyZh: DeepStringRecord<typeof policyEn> = {
  policy: {
    title: '资金管控',
    errors: {
      noChange: '这些限额已在生效，请至少修改一个值',
    },
    actions: { setLimits: '修改补发限额' },
    pendingNotice: '此修改会放宽资金管控：须另一位管理员审批后才生效，目前未做任何更改',
    card: {
      description:
        '补发金额、会员在窗口内的累计或操作员在窗口内的累计（已执行和待审批的补发）超过限额时，补发须第二位管理员审批。调低限额或延长窗口立即生效；调高限额或缩短窗口须另一位管理员审批。',
      member: '每位会员',
      operator: '每位操作员',
      save: '保存限额',
      reset: '恢复为生效中的限额',
      keys: 'Tab 在字段间移动 · ↑/↓ 调整数值 · Enter 保存',
      adminOnly: '仅管理员可修改限额',
      willWait: '调高 {{fields}} 须另一位管理员审批。',
      applied: '限额已修改',
      pending: '修改 #{{id}} 等待另一位管理员审批；在此之前仍按现行限额执行',
      waiting: '待审批：#{{id}}，{{by}} 提交（{{changes}}）',
      lastChange: '{{by}} 于 {{at}} 修改',
    },
  },
};

export const policyFieldsZh: DeepStringRecord<typeof policyFieldsEn> = {
  memberCoins: '会员福币限额',
  memberVipDays: '会员 VIP 天数限额',
  memberWindowHours: '会员窗口（小时）',
  operatorCoins: '操作员福币限额',
  operatorVipDays: '操作员 VIP 天数限额',
  operatorWindowHours: '操作员窗口（小时）',
};
