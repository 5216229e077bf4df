import type { DeepStringRecord } from '../../types.js';
import type { reissueJobsEn } from '../en-US/reissue-jobs.js';

/** 补发任务的简体中文（zh-CN）文案：接口错误、筛选条件的文字说明、任务页面、会员列表的批量补发复核和监控的运行中任务。 */
export const reissueJobsZh: DeepStringRecord<typeof reissueJobsEn> = {
  reissueJobs: {
    title: '补发任务',
    filter: {
      all: '全部会员',
      rows: '列出的 {{count}} 行',
      q: '搜索“{{value}}”',
      status: '状态为{{value}}',
      vipOn: 'VIP 有效',
      vipOff: 'VIP 无效',
      platform: '平台为 {{value}}',
      channel: '渠道为 {{value}}',
      registeredFrom: '注册时间不早于 {{value}}',
      registeredTo: '注册时间不晚于 {{value}}',
      statusValues: { active: '正常', banned: '已封禁' },
    },
    statuses: {
      pending_approval: '等待审批',
      queued: '排队中',
      running: '执行中',
      done: '已完成',
      cancelled: '已取消',
      failed: '失败',
    },
    rowStates: {
      pending: '未执行',
      issued: '已补发',
      replayed: '此前已补发',
      failed: '失败',
      cancelled: '已取消',
    },
    errors: {
      notFound: '补发任务 {{id}} 不存在',
      notOpen: '补发任务 {{id}} 的状态为 {{status}}；只有等待审批、排队中或执行中的任务可以取消',
      notYours: '补发任务 {{id}} 由其他操作员发起；只有发起人或管理员可以取消',
      tooManyMembers: '筛选条件找到 {{count}} 名会员；一个任务最多 {{max}} 名',
      noMembers: '筛选条件没有找到会员，没有可补发的对象',
      unknownMembers: '没有会员 ID 为 {{ids}} 的会员',
      duplicateMember: '会员 {{member}} 出现了两次（第 {{first}} 行和第 {{second}} 行）；每名会员只能列一次',
      approvalExpired: '审批在其他管理员处理前已过期',
      approvalRejected: '审批被驳回',
    },
    approval: {
      summary: '补发任务 #{{id}}：{{count}} 名会员，共 {{total}} {{unit}} · {{filter}} · {{reason}}',
    },
    csv: {
      seq: '行',
      member: '会员 ID',
      amount: '数量',
      reason: '原因',
      state: '结果',
      orderNo: '补发订单',
      error: '错误',
      doneAt: '完成时间',
    },
  },
};
