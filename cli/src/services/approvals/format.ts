import {
  type Approval,
  type ApprovalChangeLine,
  approvalChangeLines,
  changeValueText,
} from '@opsdeck/shared/schemas';
import type { Translate } from '../../i18n.js';
import { terminalZonedDateTime } from '../../ui/format.js';

const count = (n: number) => n.toLocaleString('en-US');
const signed = (n: number) => `${n > 0 ? '+' : ''}${count(n)}`;

/** The member as every screen names it: the 8-digit id and the nickname (never the internal id). */
export const memberText = (a: Pick<Approval, 'member'>): string =>
  a.member ? `${a.member.visibleId} · ${a.member.nickname}` : '-';

/** A change line's label (its own key when it has none in this language). */
function lineLabel(t: Translate, line: ApprovalChangeLine): string {
  const label = t(line.label, line.labelParams ?? {});
  return label === line.label ? line.key : label;
}

/**
 * A change line's value in words (a switch's on/off, a media parameter's select value as the form
 * labels it), old → new when there is an old value.
 */
function lineValue(t: Translate, line: ApprovalChangeLine): string {
  const word = (v: string) => changeValueText((key) => t(key), line, v);
  return line.before === null ? word(line.after) : `${word(line.before)} → ${word(line.after)}`;
}

/** `+20,000 coins`, `+400 VIP days`, or what a parameter or policy change or a job asks, labelled. */
export function changeText(t: Translate, a: Approval): string {
  if (a.amount !== null) {
    const unit = a.kind === 'patch_vip' ? 'days' : 'coins';
    return t(`approvals.cli.amount.${unit}`, { amount: signed(a.amount), count: Math.abs(a.amount) });
  }
  return approvalChangeLines(a)
    .map((line) => `${lineLabel(t, line)} ${lineValue(t, line)}`)
    .join(' · ');
}

/** How long ago a request was made: `45 min ago`, `3 h ago`, `2 d ago`. */
export function ageText(t: Translate, iso: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  // under a minute: "just now", not "0 min ago"
  if (minutes < 1) return t('approvals.ago.now');
  if (minutes < 60) return t('approvals.ago.minutes', { count: minutes });
  if (minutes < 48 * 60) return t('approvals.ago.hours', { count: Math.floor(minutes / 60) });
  return t('approvals.ago.days', { count: Math.floor(minutes / 1440) });
}

/**
 * One labelled fact of `approvals show`: its label and shown value (terminal), and its stable
 * `key value` pairs for scripts (piped): one pair, or two for a before → after.
 */
export interface Fact {
  key: string;
  label: string;
  value: string;
  plain: [string, string][];
}

/**
 * Everything a request approves, from the server's answer: the member, the amount, the balance or
 * VIP expiry before → after, the 24-hour total, the requester, the reason, the rule, when it was made
 * and expires, and the decision once there is one.
 */
export function approvalFacts(t: Translate, a: Approval): Fact[] {
  const facts: Fact[] = [];
  const add = (key: string, labelKey: string, value: string, raw: string | [string, string][] = value) =>
    facts.push({
      key,
      label: t(`approvals.fields.${labelKey}`),
      value,
      plain: typeof raw === 'string' ? [[key, raw]] : raw,
    });
  const time = (v: string | null) => (v ? terminalZonedDateTime(v) : '-');
  add('id', 'request', `#${a.id} · ${t(`approvals.kind.${a.kind}`)}`, String(a.id));
  add('status', 'status', t(`approvals.status.${a.status}`), a.status);
  if (a.member) add('member', 'member', memberText(a), a.member.visibleId);
  if (a.amount !== null)
    add('amount', a.kind === 'patch_vip' ? 'days' : 'coins', signed(a.amount), String(a.amount));
  if (a.balanceBefore !== null && a.balanceAfter !== null)
    add('balance', 'balance', `${count(a.balanceBefore)} → ${count(a.balanceAfter)}`, [
      ['balanceBefore', String(a.balanceBefore)],
      ['balanceAfter', String(a.balanceAfter)],
    ]);
  if (a.kind === 'patch_vip')
    add(
      'vipUntil',
      'vipUntil',
      `${a.vipExpiresBefore ? time(a.vipExpiresBefore) : t('approvals.never')} → ${time(a.vipExpiresAfter)}`,
      [
        ['vipExpiresBefore', a.vipExpiresBefore ?? ''],
        ['vipExpiresAfter', a.vipExpiresAfter ?? ''],
      ],
    );
  for (const line of a.amount === null ? approvalChangeLines(a) : [])
    facts.push({
      key: line.key,
      label: lineLabel(t, line),
      value: lineValue(t, line),
      plain: [[line.key, line.before === null ? line.after : `${line.before} ${line.after}`]],
    });
  if (a.windowTotal !== null) add('windowTotal', 'windowTotal', count(a.windowTotal), String(a.windowTotal));
  add('requester', 'requester', a.requester.name);
  if (a.reason !== null) add('reason', 'reason', a.reason);
  if (a.rule !== null) add('rule', 'rule', t(`approvals.rules.${a.rule}`), a.rule);
  add(
    'createdAt',
    'created',
    t('approvals.cli.timeAndAge', { time: time(a.createdAt), age: ageText(t, a.createdAt) }),
    a.createdAt,
  );
  if (a.status === 'pending') add('expiresAt', 'expires', time(a.expiresAt), a.expiresAt);
  if (a.status === 'expired') add('expiredAt', 'expired', time(a.decidedAt), a.decidedAt ?? '');
  if (a.decider) add('decider', 'decider', a.decider.name);
  if (a.decidedAt && a.status !== 'expired') add('decidedAt', 'decidedAt', time(a.decidedAt), a.decidedAt);
  if (a.rejectReason)
    facts.push({
      key: 'rejectReason',
      label: t('approvals.web.rejectReason'),
      value: a.rejectReason,
      plain: [['rejectReason', a.rejectReason]],
    });
  const orderNo = a.result?.orderNo;
  if (typeof orderNo === 'string') add('orderNo', 'orderNo', orderNo);
  return facts;
}
