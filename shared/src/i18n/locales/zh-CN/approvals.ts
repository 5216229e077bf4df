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
    cli: {
      summary: '等待另一位管理员审批的请求：列出、通过、驳回',
      description: '超过审批阈值的补发和媒体参数变更在此等待，直到请求人以外的管理员通过（执行）或驳回。',
      approveDescription: '通过请求并只执行一次（补发使用它自己的幂等键）。仅管理员，不能审批自己的请求。',
      rejectDescription: '填写原因驳回请求，不执行任何操作。仅管理员，不能审批自己的请求。',
      idArg: '审批请求 ID（approvals list 可查看）',
      idRequired: '请给出审批请求 ID：opsdeck approvals approve <id>',
      reason: '驳回原因（2 到 200 个字符）',
      none: '没有审批请求。',
      list: {
        summary: '列出审批请求（最新在前）',
        description: '列出审批请求，最新在前。管理员看到全部，其他操作员只看到自己的。',
        status: '只看该状态的请求：pending、approved 或 rejected',
      },
      columns: {
        id: 'ID',
        kind: '类型',
        status: '状态',
        requester: '申请人',
        change: '变更',
        created: '创建时间',
      },
      pendingLine: '待审批 #{{id}}（{{status}}）：{{amount}} 超过阈值 {{threshold}}，尚未补发',
      approveHint: '另一位管理员可执行：opsdeck approvals approve {{id}}',
      batchPending: '{{count}} 行待审批（超过阈值，尚未补发；见 opsdeck approvals list）',
    },
  },
};
