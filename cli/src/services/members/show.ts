import { getMember } from '@opsdeck/shared/api';
import type { MemberDetail } from '@opsdeck/shared/schemas';
import type { Translate } from '../../i18n.js';
import { writeJson } from '../../output/json.js';
import { grouped, terminalZonedDateTime } from '../../ui/format.js';
import type { KeyValue } from '../../ui/key-value-list.js';
import { renderInfo, renderKeyValues } from '../../ui/render.js';
import type { ServiceContext } from '../context.js';
import { vipText } from './format.js';
import { detailSections, renderSections } from './sections.js';

/** Options of `opsdeck members show`: the member reference, already checked. */
export interface ShowMemberOptions {
  json: boolean;
  /** --json a,b: only these fields. */
  jsonFields?: readonly string[];
  /** --jq: the JSON filtered by a jq expression. */
  jq?: string;
  member: string;
}

/** How many rows of each recent list are shown on a terminal (the answer holds up to 20). */
const SHOWN_ROWS = 5;

/** The member's profile and balances as labelled lines, and the same as stable `key value` pairs. */
function memberItems(t: Translate, m: MemberDetail): { items: KeyValue[]; plain: [string, string][] } {
  const inviter = m.inviter
    ? t('cli.reissue.memberName', { nickname: m.inviter.nickname, visibleId: m.inviter.visibleId })
    : t('member.detail.noInviter');
  const rows: Array<[string, string, string, string, KeyValue['tone']?]> = [
    ['visibleId', t('member.columns.visibleId'), m.visibleId, m.visibleId, 'strong'],
    ['nickname', t('member.columns.nickname'), m.nickname, m.nickname, 'strong'],
    // masked, as the list shows it (the full number is in --json, for a script that needs it)
    ['phone', t('member.columns.phone'), m.phoneMasked, m.phoneMasked],
    [
      'status',
      t('member.columns.status'),
      t(`member.status.${m.status}`),
      m.status,
      m.status === 'banned' ? 'danger' : undefined,
    ],
    ['coinBalance', t('member.columns.coinBalance'), grouped(m.coinBalance), String(m.coinBalance)],
    ['pointsBalance', t('member.columns.pointsBalance'), grouped(m.pointsBalance), String(m.pointsBalance)],
    [
      'vipExpiresAt',
      t('member.columns.vipActive'),
      vipText(t, m.vipExpiresAt, m.vipActive),
      m.vipExpiresAt ?? '',
      m.vipActive ? 'accent' : 'muted',
    ],
    ['platform', t('member.columns.platform'), t(`member.platform.${m.platform}`), m.platform],
    ['channel', t('member.columns.channel'), t(`member.channel.${m.channel}`), m.channel],
    ['registeredAt', t('member.columns.registeredAt'), terminalZonedDateTime(m.registeredAt), m.registeredAt],
    ['lastActiveAt', t('member.columns.lastActiveAt'), terminalZonedDateTime(m.lastActiveAt), m.lastActiveAt],
    ['inviter', t('member.detail.inviter'), inviter, m.inviter?.visibleId ?? ''],
    ['inviteCount', t('member.columns.inviteCount'), String(m.inviteCount), String(m.inviteCount)],
    ['inviteCode', t('member.columns.inviteCode'), m.inviteCode, m.inviteCode],
    ['id', t('cli.members.show.id'), String(m.id), String(m.id), 'muted'],
  ];
  return {
    items: rows.map(([, label, value, , tone]) => ({ label, value, tone })),
    plain: rows.map(([key, , , raw]) => [key, raw]),
  };
}

/**
 * Shows one member: the whole answer as JSON, or the profile and balances followed by the latest
 * rows of each recent list (tab-separated under their field name when piped).
 */
export async function showMember(ctx: ServiceContext, opts: ShowMemberOptions): Promise<MemberDetail> {
  ctx.requireSignIn();
  const api = await ctx.apiClient();
  const member = await getMember(api, opts.member);
  if (opts.json) {
    writeJson(ctx.io, member, opts);
    return member;
  }
  const { t, io } = ctx;
  const { items, plain } = memberItems(t, member);
  await renderKeyValues({ io, items, plain });
  const sections = detailSections(t, member, SHOWN_ROWS);
  await renderSections(ctx, sections);
  if (sections.some((s) => s.total > SHOWN_ROWS))
    renderInfo(io, t('cli.members.show.recentHint', { count: SHOWN_ROWS }));
  return member;
}
