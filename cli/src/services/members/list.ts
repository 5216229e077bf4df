import { listMembers as listMembersCall } from '@opsdeck/shared/api';
import type { MemberRow, Page } from '@opsdeck/shared/schemas';
import type { Translate } from '../../i18n.js';
import { writeJson } from '../../output/json.js';
import { renderInfo, renderTable } from '../../ui/render.js';
import type { TableCell } from '../../ui/table.js';
import type { ServiceContext } from '../context.js';
import { vipCell } from './format.js';
import type { MembersQuery } from './query.js';

/** Options of `opsdeck members list`: the checked query. */
export interface ListMembersOptions {
  json: boolean;
  query: MembersQuery;
}

const COLUMNS = ['visibleId', 'nickname', 'phone', 'status', 'coins', 'points', 'vipUntil'] as const;

/** A member as the table's cells on a terminal (translated status, VIP date or state). */
export function memberCells(t: Translate, m: MemberRow): TableCell[] {
  const banned = m.status === 'banned';
  return [
    { text: m.visibleId },
    { text: m.nickname, tone: 'strong' },
    { text: m.phone, tone: 'muted' },
    { text: t(`member.status.${m.status}`), tone: banned ? 'danger' : 'normal' },
    { text: String(m.coinBalance) },
    { text: String(m.pointsBalance) },
    vipCell(t, m.vipExpiresAt, m.vipActive),
  ];
}

/**
 * A member as stable tab-separated values for scripts: member ID, nickname, masked phone, status,
 * coins, points, VIP expiry (ISO 8601, empty when never VIP).
 */
export function memberRow(m: MemberRow): string[] {
  return [
    m.visibleId,
    m.nickname,
    m.phone,
    m.status,
    String(m.coinBalance),
    String(m.pointsBalance),
    m.vipExpiresAt ?? '',
  ];
}

/** The page line: page N of M and the total (an estimate on huge tables shows as `2000+`). */
export function pageFooter(t: Translate, page: Page<unknown>, query: MembersQuery): string {
  const pages = Math.max(1, Math.ceil(page.total / query.pageSize));
  const total = page.estimated ? t('money.totalEstimated', { count: page.total }) : String(page.total);
  return t('cli.members.footer', {
    page: query.current,
    pages: page.estimated ? `${pages}+` : pages,
    total,
  });
}

/** Lists members, newest registrations first: the rows as JSON, or a table and a page line. */
export async function listMembers(ctx: ServiceContext, opts: ListMembersOptions): Promise<Page<MemberRow>> {
  ctx.requireSignIn();
  const api = await ctx.apiClient();
  const page = await listMembersCall(api, opts.query);
  if (opts.json) {
    writeJson(ctx.io, page.list);
    return page;
  }
  if (page.list.length === 0) {
    renderInfo(ctx.io, ctx.t('cli.members.none'));
    if (page.total > 0) renderInfo(ctx.io, pageFooter(ctx.t, page, opts.query));
    return page;
  }
  await renderTable({
    io: ctx.io,
    headers: COLUMNS.map((c) => ctx.t(`cli.members.columns.${c}`)),
    rows: page.list.map((m) => memberCells(ctx.t, m)),
    plain: page.list.map(memberRow),
  });
  renderInfo(ctx.io, pageFooter(ctx.t, page, opts.query));
  return page;
}
