import type { DeepStringRecord } from '../../types.js';
import type { approvalsEn } from '../en-US/approvals.js';

/** 审批（大额补发与参数变更的四眼原则），zh-CN。 */
export const approvalsZh: DeepStringRecord<typeof approvalsEn> = {
  approvals: {
    title: '审批',
    errors: {
      notFound: '审批请求 {{id}} 不存在',
      ownRequest: '审批请求 {{id}} 是你自己提交的，须由另一位管理员审批',
      decided: '审批请求 {{id}} 已是{{status}}状态',
    },
    status: { pending: '待审批', approved: '已通过', rejected: '已驳回' },
    kind: {
      patch_coins: '补发福币',
      patch_vip: '补发 VIP',
      media_params: '媒体编码参数',
    },
    actions: {
      approve: '通过审批',
      reject: '驳回审批',
    },
    pendingTitle: '等待审批 #{{id}}',
    statusNow: '该请求当前状态：{{status}}。',
    openProcess: '查看审批流程',
    pending: '待审批 #{{id}}：{{amount}} 超过阈值 {{threshold}}，须另一位管理员审批',
  },
};
