import type { MemberSummary } from '@opsdeck/shared/schemas';
import type { Translate } from '../../i18n.js';
import { grouped, signed, terminalZonedDateTime } from '../../ui/format.js';
import type { KeyValue } from '../../ui/key-value-list.js';
import { isCoinResult, type ReissueResult } from './action.js';

/** `Nickname (12345678)`. */
export function memberName(t: Translate, m: Pick<MemberSummary, 'nickname' | 'visibleId'>): string {
  return t('cli.reissue.memberName', { nickname: m.nickname, visibleId: m.visibleId });
}

/** A VIP expiry before a re-issue: the date, marked when already past, or "Never VIP". */
function vipBefore(t: Translate, before: string | null, at: string | null): string {
  if (before === null) return t('member.vip.never');
  const date = terminalZonedDateTime(before);
  const now = at ? Date.parse(at) : Date.now();
  return Date.parse(before) <= now ? t('cli.reissue.vipExpired', { date }) : date;
}

/** `22 → 27`, `1,616 → 1,666` (grouped, as every count the CLI shows) or `2026-08-16 23:40 (expired) → 2026-11-26 20:49`. */
function changeText(t: Translate, r: ReissueResult): string {
  if (isCoinResult(r)) return `${grouped(r.balanceBefore)} → ${grouped(r.balanceAfter)}`;
  return `${vipBefore(t, r.vipExpiresBefore, r.createdAt)} → ${terminalZonedDateTime(r.vipExpiresAfter)}`;
}

/**
 * What a re-issue does, as labelled lines: member, amount, balance or VIP expiry before → after,
 * reason; the order when there is one, the key when asked (the confirmation shows it).
 */
export function reissueItems(t: Translate, r: ReissueResult, key?: string): KeyValue[] {
  const coins = isCoinResult(r);
  const items: KeyValue[] = [];
  if (r.orderNo) items.push({ label: t('cli.reissue.labels.order'), value: r.orderNo, tone: 'strong' });
  items.push(
    { label: t('cli.reissue.labels.member'), value: memberName(t, r.member), tone: 'strong' },
    {
      label: t(coins ? 'cli.reissue.labels.coins' : 'cli.reissue.labels.days'),
      value: signed(coins ? r.coins : r.days),
      tone: 'success',
    },
    {
      label: t(coins ? 'cli.reissue.labels.balance' : 'cli.reissue.labels.vipUntil'),
      value: changeText(t, r),
      tone: 'accent',
    },
    { label: t('cli.reissue.labels.reason'), value: r.reason },
  );
  if (key !== undefined) items.push({ label: t('cli.reissue.labels.key'), value: key, tone: 'muted' });
  return items;
}

/** The result as stable `key value` lines for scripts reading piped output. */
export function reissuePlain(r: ReissueResult): [string, string][] {
  const change: [string, string][] = isCoinResult(r)
    ? [
        ['coins', String(r.coins)],
        ['balanceBefore', String(r.balanceBefore)],
        ['balanceAfter', String(r.balanceAfter)],
      ]
    : [
        ['days', String(r.days)],
        ['vipExpiresBefore', r.vipExpiresBefore ?? ''],
        ['vipExpiresAfter', r.vipExpiresAfter],
      ];
  return [
    // a dry run makes no order: no empty `orderNo` line
    ...(r.orderNo ? [['orderNo', r.orderNo] as [string, string]] : []),
    ['memberId', String(r.memberId)],
    ['visibleId', r.member.visibleId],
    ...change,
    ['reason', r.reason],
    ['dryRun', String(r.dryRun)],
    ['replayed', String(r.replayed)],
  ];
}
