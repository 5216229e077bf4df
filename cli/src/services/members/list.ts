import { listMembers as listMembersCall } from '@opsdeck/shared/api';
import type { MemberRow, Page } from '@opsdeck/shared/schemas';
import type { Translate } from '../../i18n.js';
import { writeJson, writeNdjson } from '../../output/json.js';
import { grouped } from '../../ui/format.js';
import { renderInfo, renderTable } from '../../ui/render.js';
import type { TableCell } from '../../ui/table.js';
import { columnFits } from '../../ui/table-fit.js';
import type { ServiceContext } from '../context.js';
import { createGate, DEFAULT_RETRY, withRetries } from '../shared/attempts.js';
import { vipCell } from './format.js';
import type { MembersQuery } from './query.js';

/** Options of `opsdeck members list`: the checked query and the output. */
export interface ListMembersOptions {
  json: boolean;
  /** --json a,b: only these fields. */
  jsonFields?: readonly string[];
  /** --jq: the JSON filtered by a jq expression. */
  jq?: string;
  /** --ndjson: one member per line, streamed page by page. */
  ndjson?: boolean;
  /** --all: every page from the given one on, not just one. */
  all?: boolean;
  query: MembersQuery;
}

const COLUMNS = ['visibleId', 'nickname', 'phone', 'status', 'coins', 'points', 'vipUntil'] as const;

/** On a narrow terminal points, then the phone, then the VIP date go first; the nickname shortens. */
export const MEMBER_FITS = columnFits(0, [1, 8], 6, 3, 2, 7, 5);

/** A member as the table's cells on a terminal (translated status, VIP date or state). */
function memberCells(t: Translate, m: MemberRow): TableCell[] {
  const banned = m.status === 'banned';
  return [
    { text: m.visibleId },
    { text: m.nickname, tone: 'strong' },
    { text: m.phone, tone: 'muted' },
    { text: t(`member.status.${m.status}`), tone: banned ? 'danger' : 'normal' },
    { text: grouped(m.coinBalance) },
    { text: grouped(m.pointsBalance) },
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
function pageFooter(t: Translate, page: Page<unknown>, query: MembersQuery): string {
  const pages = Math.max(1, Math.ceil(page.total / query.pageSize));
  const total = page.estimated
    ? t('money.totalEstimated', { count: grouped(page.total) })
    : grouped(page.total);
  return t('cli.members.footer', {
    page: grouped(query.current),
    pages: page.estimated ? `${grouped(pages)}+` : grouped(pages),
    total,
    count: page.total,
  });
}

/**
 * Fetches pages from `query.current` on, handing each to `each`, until a page is short (or only the
 * first with `all` false). Lost answers and rate limits are retried.
 */
async function eachPage(
  ctx: ServiceContext,
  query: MembersQuery,
  all: boolean,
  each: (page: Page<MemberRow>) => void,
): Promise<Page<MemberRow>> {
  const api = await ctx.apiClient();
  if (!all) {
    const page = await listMembersCall(api, query);
    each(page);
    return page;
  }
  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  const gate = createGate(Date.now, sleep);
  let current = query.current;
  let first: Page<MemberRow> | undefined;
  for (;;) {
    const got = await withRetries(() => listMembersCall(api, { ...query, current }), {
      policy: DEFAULT_RETRY,
      gate,
      sleep,
    });
    if (!got.ok) throw got.error;
    first ??= got.value;
    each(got.value);
    if (got.value.list.length < query.pageSize) return first;
    current++;
  }
}

/**
 * Lists members, newest registrations first: rows as JSON (--json), one per line (--ndjson,
 * streamed), or a table and a page line. With --all every page from --page on is fetched.
 */
export async function listMembers(ctx: ServiceContext, opts: ListMembersOptions): Promise<MemberRow[]> {
  ctx.requireSignIn();
  const rows: MemberRow[] = [];
  const first = await eachPage(ctx, opts.query, opts.all === true, (page) => {
    if (opts.ndjson) writeNdjson(ctx.io, page.list, opts);
    else rows.push(...page.list);
  });
  if (opts.ndjson) return rows;
  if (opts.json) {
    writeJson(ctx.io, rows, opts);
    return rows;
  }
  const footer = opts.all ? undefined : pageFooter(ctx.t, first, opts.query);
  if (rows.length === 0) {
    renderInfo(ctx.io, ctx.t('cli.members.none'));
    if (footer && first.total > 0) renderInfo(ctx.io, footer);
    return rows;
  }
  await renderTable({
    io: ctx.io,
    t: ctx.t,
    headers: COLUMNS.map((c) => ctx.t(`cli.members.columns.${c}`)),
    rows: rows.map((m) => memberCells(ctx.t, m)),
    plain: rows.map(memberRow),
    fits: MEMBER_FITS,
  });
  renderInfo(
    ctx.io,
    footer ?? ctx.t('cli.members.allFooter', { count: rows.length, n: grouped(rows.length) }),
  );
  return rows;
}
