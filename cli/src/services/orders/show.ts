import { getOrder } from '@opsdeck/shared/api';
import type { Locale } from '@opsdeck/shared/i18n/locale';
import { type OrderAuditEntry, type OrderDetail, orderRefParamsSchema } from '@opsdeck/shared/schemas';
import type { Translate } from '../../i18n.js';
import { writeJson } from '../../output/json.js';
import { grouped, terminalDateTime, terminalZonedDateTime } from '../../ui/format.js';
import type { KeyValue } from '../../ui/key-value-list.js';
import { renderKeyValues } from '../../ui/render.js';
import type { ServiceContext } from '../context.js';
import { type Column, label, moneySections, renderSections, section } from '../members/sections.js';
import { parseFlags } from '../shared/flag-errors.js';

/** Options of `opsdeck orders show`: the order reference, already checked. */
export interface ShowOrderOptions {
  json: boolean;
  /** --json a,b: only these fields. */
  jsonFields?: readonly string[];
  /** --jq: the JSON filtered by a jq expression. */
  jq?: string;
  order: string;
}

/** The ORDER argument checked by the shared schema (order number in any case, or internal ID). */
export function parseOrderRef(locale: Locale, ref: string, flag: string): string {
  return parseFlags(orderRefParamsSchema, { ref }, locale, { ref: flag }).ref;
}

/** Fen as yuan with two decimals (`¥6.00`), on integers. */
function yuan(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}¥${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The order's fields as labelled lines, and the same as stable `key value` pairs (raw values). */
function orderItems(t: Translate, o: OrderDetail): { items: KeyValue[]; plain: [string, string][] } {
  // an empty field reads — on a terminal, as the console's drawer and the audit table show it
  const none = t('common.none');
  const time = (v: string | null) => (v ? terminalZonedDateTime(v) : none);
  const text = (v: string | null) => (v?.trim() ? v : none);
  const rows: Array<[string, string, string, string, KeyValue['tone']?]> = [
    ['orderNo', t('order.columns.orderNo'), o.orderNo, o.orderNo, 'strong'],
    ['kind', t('order.columns.kind'), label(t, 'order.kind', o.kind), o.kind],
    ['status', t('order.columns.status'), label(t, 'order.status', o.status), o.status],
    [
      'member',
      t('orderDetail.cli.show.member'),
      t('cli.reissue.memberName', { nickname: o.memberNickname, visibleId: o.memberVisibleId }),
      o.memberVisibleId,
    ],
    ['productCode', t('order.columns.productCode'), label(t, 'order.product', o.productCode), o.productCode],
    ['amountCents', t('order.columns.amount'), yuan(o.amountCents), String(o.amountCents)],
    ['channel', t('order.columns.channel'), label(t, 'order.channel', o.channel), o.channel],
    ['coins', t('order.columns.coins'), grouped(o.coins), String(o.coins)],
    ['vipDays', t('order.columns.vipDays'), grouped(o.vipDays), String(o.vipDays)],
    ['pointsSpent', t('order.columns.pointsSpent'), grouped(o.pointsSpent), String(o.pointsSpent)],
    ['reason', t('order.columns.reason'), text(o.reason), o.reason ?? ''],
    ['operator', t('order.columns.operator'), text(o.operatorName), o.operatorName ?? ''],
    ['createdAt', t('order.columns.createdAt'), time(o.createdAt), o.createdAt],
    ['paidAt', t('order.columns.paidAt'), time(o.paidAt), o.paidAt ?? ''],
    ['refundedAt', t('order.columns.refundedAt'), time(o.refundedAt), o.refundedAt ?? ''],
    ['externalTxnId', t('order.columns.externalTxnId'), text(o.externalTxnId), o.externalTxnId ?? ''],
    ['id', t('orderDetail.cli.show.id'), String(o.id), String(o.id), 'muted'],
  ];
  return {
    items: rows.map(([, label_, value, , tone]) => ({ label: label_, value, tone })),
    plain: rows.map(([key, , , raw]) => [key, raw]),
  };
}

/** The audit trail's columns: time, action (the audit sentence), operator, result. */
function auditColumns(t: Translate): Column<OrderAuditEntry>[] {
  return [
    {
      header: 'auditColumns.time',
      cell: (a) => ({ text: terminalDateTime(a.createdAt), tone: 'muted' }),
      plain: (a) => a.createdAt,
    },
    {
      header: 'auditColumns.action',
      cell: (a) => ({ text: label(t, 'audit.actions', a.action) }),
      plain: (a) => a.action,
    },
    {
      header: 'auditColumns.by',
      cell: (a) => ({ text: a.operatorName ?? '—' }),
      plain: (a) => a.operatorName ?? '',
    },
    {
      header: 'auditColumns.result',
      cell: (a) => ({
        text: t(a.status === 'ok' ? 'orderDetail.resultOk' : 'orderDetail.resultFailed'),
        tone: a.status === 'ok' ? 'normal' : 'danger',
      }),
      plain: (a) => a.status,
    },
  ];
}

/**
 * Shows one order: the whole answer as JSON, or its fields followed by what it produced and its
 * audit trail (tab-separated under their field name when piped).
 */
export async function showOrder(ctx: ServiceContext, opts: ShowOrderOptions): Promise<OrderDetail> {
  ctx.requireSignIn();
  const order = await getOrder(await ctx.apiClient(), opts.order);
  if (opts.json) {
    writeJson(ctx.io, order, opts);
    return order;
  }
  const { t, io } = ctx;
  await renderKeyValues({ io, ...orderItems(t, order) });
  const all = Number.MAX_SAFE_INTEGER;
  const lists = {
    coins: { key: 'coinLedger', title: 'orderDetail.coinLedger', rows: order.coinLedger },
    points: { key: 'pointLedger', title: 'orderDetail.pointLedger', rows: order.pointLedger },
    grants: { key: 'vipGrants', title: 'orderDetail.vipGrants', rows: order.vipGrants },
  };
  const audit = { key: 'audit', title: 'orderDetail.audit' };
  await renderSections(ctx, [
    ...moneySections(t, lists, all),
    section(t, audit, auditColumns(t), order.audit, all),
  ]);
  return order;
}
