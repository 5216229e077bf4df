import {
  type Approval,
  type ApprovalChangeLine,
  approvalChangeLines,
  changeValueText,
} from '@opsdeck/shared/schemas';
import type { TFunction } from 'i18next';
import { formatCount, formatSigned, formatZonedDateTime } from '../../../components/data-list/format.ts';

/** One labelled fact of a request (what the palette's review, the screen and the result pages show). */
export interface ApprovalFact {
  /** Stable name, for tests and keys: member, coins, balance, windowTotal… */
  key: string;
  label: string;
  value: string;
}

/** The member as every screen names it: the 8-digit visible id and the nickname. */
export const memberText = (a: Pick<Approval, 'member'>): string =>
  a.member ? `${a.member.visibleId} · ${a.member.nickname}` : '–';

/** The amount a request gives: `+15,000 coins`, `+400 VIP days`; '' for other kinds. */
export function amountText(a: Approval, t: TFunction, locale: string): string {
  if (a.amount === null) return '';
  // the quantity in running text ('+20,000 coins', '+1 VIP day'), as the approval reasons write it,
  // not the field's label ('Coins')
  return t(`approvals.quantity.${a.kind === 'patch_vip' ? 'vipDays' : 'coins'}`, {
    amount: formatSigned(a.amount, locale),
    count: Math.abs(a.amount),
  });
}

/** A change line's label in the console's language (its own key when it has no label). */
function lineLabel(t: TFunction, line: ApprovalChangeLine): string {
  const label = t(line.label, { ...line.labelParams, defaultValue: '' });
  return label === '' || label === line.label ? line.key : label;
}

/**
 * A value of a change line in words: a switch's on/off, a media parameter's select value as the
 * form's option labels it; anything else as the server stored it.
 */
const lineValue = (t: TFunction, line: ApprovalChangeLine, v: string) =>
  changeValueText((key) => t(key), line, v);

/** What a parameter change, policy change or re-issue job asks, labelled (never by raw field keys). */
function changeFacts(a: Approval, t: TFunction): ApprovalFact[] {
  return approvalChangeLines(a).map((line) => ({
    key: `change:${line.key}`,
    label: lineLabel(t, line),
    value:
      line.before === null
        ? lineValue(t, line, line.after)
        : `${lineValue(t, line, line.before)} → ${lineValue(t, line, line.after)}`,
  }));
}

/**
 * What a request approves, as labelled lines, all from the server's answer: the member (8-digit id
 * and nickname), the amount, the balance (or VIP expiry) before → after, the 24-hour total, the
 * requester, the reason, the rule that required approval, when it was made and when it expires (or
 * expired); a parameter change lists each changed parameter instead of the member and figures.
 */
export function approvalFacts(a: Approval, t: TFunction, locale: string): ApprovalFact[] {
  const facts: ApprovalFact[] = [];
  const add = (key: string, labelKey: string, value: string) =>
    facts.push({ key, label: t(`approvals.fields.${labelKey}`), value });
  const time = (v: string | null) => formatZonedDateTime(v, locale) || '–';
  if (a.kind === 'patch_coins' || a.kind === 'patch_vip') {
    add('member', 'member', memberText(a));
    add(
      'amount',
      a.kind === 'patch_vip' ? 'days' : 'coins',
      a.amount === null ? '–' : formatSigned(a.amount, locale),
    );
    if (a.kind === 'patch_coins' && a.balanceBefore !== null && a.balanceAfter !== null)
      add(
        'balance',
        'balance',
        `${formatCount(a.balanceBefore, locale)} → ${formatCount(a.balanceAfter, locale)}`,
      );
    if (a.kind === 'patch_vip')
      add(
        'vipUntil',
        'vipUntil',
        `${a.vipExpiresBefore ? time(a.vipExpiresBefore) : t('approvals.never')} → ${time(a.vipExpiresAfter)}`,
      );
  } else {
    facts.push(...changeFacts(a, t));
  }
  if (a.windowTotal !== null) add('windowTotal', 'windowTotal', formatCount(a.windowTotal, locale));
  add('requester', 'requester', a.requester.name);
  if (a.reason !== null) add('reason', 'reason', a.reason);
  if (a.rule !== null) add('rule', 'rule', t(`approvals.rules.${a.rule}`, { defaultValue: a.rule }));
  add('created', 'created', time(a.createdAt));
  if (a.status === 'pending') add('expires', 'expires', time(a.expiresAt));
  if (a.status === 'expired') add('expired', 'expired', time(a.decidedAt ?? a.expiresAt));
  return facts;
}

/** What a request asks, in one short line for a list: `+15,000 coins` or the changed parameters. */
export function changeText(a: Approval, t: TFunction, locale: string): string {
  if (a.kind === 'patch_coins' || a.kind === 'patch_vip') return amountText(a, t, locale);
  return changeFacts(a, t)
    .map((f) => f.label)
    .join(t('approvals.web.listSeparator'));
}
