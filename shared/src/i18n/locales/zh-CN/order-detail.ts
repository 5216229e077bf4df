import type { DeepStringRecord } from '../../types.js';
import type { orderDetailEn } from '../en-US/order-detail.js';

/** 订单详情（订单列表上的抽屉）和业务时区标签（zh-CN）。 */
export const orderDetailZh: DeepStringRecord<typeof orderDetailEn> = {
  orderDetail: {
    title: '订单 {{orderNo}}',
    titleLoading: '订单',
    loading: '正在加载订单…',
    notFound: '订单 {{ref}} 不存在',
    notFoundHint: '可能输错了；可在列表中按订单号搜索。',
    loadError: '订单加载失败',
    overview: '订单',
    coinLedger: '福币流水',
    pointLedger: '积分流水',
    vipGrants: 'VIP 发放',
    produced: '订单产生的变动',
    noneProduced: '此订单未变动福币、积分或 VIP 时长。',
    audit: '操作记录',
    noAudit: '此订单没有操作员的操作记录。',
    action: '操作',
    result: '结果',
    resultOk: '成功',
    resultFailed: '失败',
    openMember: '打开会员 {{visibleId}}',
    cli: {
      summary: '查看订单',
      description: '各类订单（VIP、应用内购买、充值、兑换、补发）：按订单号查看一个订单。',
      show: {
        summary: '查看一个订单',
        description:
          '查看一个订单：会员、类型、金额、状态和时间，以及它产生的福币、积分流水和 VIP 发放，和它的操作记录。ORDER 为订单号（例如 PAT20261121000123）或内部 ID。',
        args: { order: '订单号（例如 PAT20261121000123）或内部 ID' },
        member: '会员',
        id: '内部 ID',
      },
    },
  },
  time: {
    inZone: '{{title}}（{{zone}}）',
  },
};
