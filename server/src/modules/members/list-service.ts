import {
  type MemberRow,
  maskPhone,
  type memberListQuerySchema,
  type Page,
  parseSort,
} from '@opsdeck/shared/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { containsPattern, digitPrefixRange, prefixPattern, rangeFrom, rangeTo } from '../../db/filters.js';
import { iso, offsetOf, pageOf, rawTotalOf } from '../../db/paging.js';
import { isoOf, num, rawBatch, rawBatchIsOneCall, rawRows, SqlParams, whereOf } from '../../db/raw.js';
import type { MemberDbRow } from '../../db/schema/business.js';
import { generationFromRows, MEMBER_FILTER_GENERATION_SQL, rememberedMemberTotal } from './filter-totals.js';
import {
  FEW_CANDIDATES,
  isPieceTerm,
  matchedHint,
  PIECES_COUNT_SQL,
  piecesCondition,
  piecesFilteredCount,
  piecesTotal,
  rememberMatched,
} from './nickname-pieces.js';

/** The parsed query of GET /admin/members. */
export type MemberListFilters = z.output<typeof memberListQuerySchema>;

/**
 * The `q` search over `members m`: all digits → the visible id or the phone starts with q (an
 * 8-digit q is an exact visible id or a phone prefix, an 11-digit q an exact phone), each branch an
 * index range scan (text_pattern_ops indexes); anything else → the nickname contains q anywhere,
 * case-insensitive (one Chinese character finds 小李 and 李雷 alike; `%` and `_` match themselves).
 *
 * A contains search goes through the trigram index of `nickname_key` (migration 022: the lower-cased
 * nickname's UTF-8 bytes as hex, so one Chinese character gives four trigrams), looked up with the
 * key of q from the same SQL function, then checks the nickname itself (a hex match may start inside
 * a byte): the rows are exactly those of the plain LIKE / ILIKE. A q of one ASCII character has a
 * two-digit key, no trigram to look up, so it reads every nickname as before.
 */
function searchCondition(q: string, p: SqlParams): string {
  if (/^\d+$/.test(q)) {
    if (q.length === 11) return `m.phone = ${p.add(q)}`;
    // a phone prefix as an index range: its generic plan keeps the index (`pageSearchPlan`)
    if (q.length > 8) return digitPrefixRange('m.phone', q, p);
    if (q.length === 8) return `(m.visible_id = ${p.add(q)} OR ${digitPrefixRange('m.phone', q, p)})`;
    const like = p.add(prefixPattern(q));
    return `(m.visible_id LIKE ${like} OR m.phone LIKE ${like})`;
  }
  // Text with no letter case (Chinese, digits) checks faster with LIKE than with ILIKE.
  const op = q.toLowerCase() === q.toUpperCase() ? 'LIKE' : 'ILIKE';
  const plain = `m.nickname ${op} ${p.add(containsPattern(q))}`;
  if (Buffer.byteLength(q, 'utf8') < 2) return plain;
  return `(m.nickname_key LIKE '%' || opsdeck_search_key(${p.add(q)}) || '%' AND ${plain})`;
}

/** The WHERE of a member list query. */
export function memberWhere(
  f: MemberListFilters,
  now: Date,
  p: SqlParams,
  /** The search's condition when the caller made it (a short search through the nickname pieces). */
  search?: string,
): string {
  return whereOf([
    search ?? (f.q && searchCondition(f.q, p)),
    f.status && `m.status = ${p.add(f.status)}`,
    f.vip === true && `m.vip_expires_at > ${p.add(now)}`,
    f.vip === false && `(m.vip_expires_at IS NULL OR m.vip_expires_at <= ${p.add(now)})`,
    f.platform && `m.platform = ${p.add(f.platform)}`,
    f.channel && `m.channel = ${p.add(f.channel)}`,
    rangeFrom('m.registered_at', f.registeredFrom, p),
    rangeTo('m.registered_at', f.registeredTo, p),
  ]);
}

const SORT_COLUMNS = {
  registeredAt: 'm.registered_at',
  lastActiveAt: 'm.last_active_at',
  coinBalance: 'm.coin_balance',
  pointsBalance: 'm.points_balance',
  vipExpiresAt: 'm.vip_expires_at',
} as const;

/** ORDER BY: the sort column (indexed with id), id breaking ties; a missing VIP expiry sorts lowest. */
function memberSort(f: MemberListFilters): string {
  const { field, dir } = parseSort(f.sort, 'registeredAt:desc');
  const d = dir === 'asc' ? 'ASC' : 'DESC';
  const nulls = field === 'vipExpiresAt' ? (dir === 'asc' ? ' NULLS FIRST' : ' NULLS LAST') : '';
  return `${SORT_COLUMNS[field]} ${d}${nulls}, m.id ${d}`;
}

/** A members row as the API shows it (phone masked). */
export function memberRowOf(m: MemberDbRow, now: Date): MemberRow {
  return {
    id: m.id,
    visibleId: m.visibleId,
    nickname: m.nickname,
    avatarUrl: m.avatarUrl,
    phone: maskPhone(m.phone),
    platform: m.platform,
    channel: m.channel,
    status: m.status,
    coinBalance: m.coinBalance,
    pointsBalance: m.pointsBalance,
    vipExpiresAt: iso(m.vipExpiresAt),
    vipActive: m.vipExpiresAt !== null && m.vipExpiresAt.getTime() > now.getTime(),
    inviteCode: m.inviteCode,
    invitedBy: m.invitedBy,
    registeredAt: m.registeredAt.toISOString(),
    lastActiveAt: m.lastActiveAt.toISOString(),
  };
}

const MEMBER_SELECT = `SELECT m.id, m.visible_id, m.nickname, m.avatar_url, m.phone, m.platform, m.channel, m.status,
  m.coin_balance, m.points_balance, m.vip_expires_at, m.invite_code, m.invited_by, m.registered_at, m.last_active_at
  FROM members m`;

/** A members row straight from the driver (snake_case; int8 may be a string). */
type RawMember = Record<string, unknown>;

const EPOCH = new Date(0).toISOString();

/**
 * A members row straight from the driver as the API shows it (what `memberRowOf` answers for the
 * same row), one object per row: the list's pages and lookups skip the intermediate MemberDbRow.
 */
function memberRowFromRaw(r: RawMember, now: Date): MemberRow {
  const vip = r.vip_expires_at ? new Date(isoOf(r.vip_expires_at) ?? 0) : null;
  return {
    id: num(r.id),
    visibleId: String(r.visible_id),
    nickname: String(r.nickname),
    avatarUrl: String(r.avatar_url),
    phone: maskPhone(String(r.phone)),
    platform: r.platform as MemberRow['platform'],
    channel: r.channel as MemberRow['channel'],
    status: r.status as MemberRow['status'],
    coinBalance: num(r.coin_balance),
    pointsBalance: num(r.points_balance),
    vipExpiresAt: vip ? vip.toISOString() : null,
    vipActive: vip !== null && vip.getTime() > now.getTime(),
    inviteCode: String(r.invite_code),
    invitedBy: r.invited_by === null ? null : num(r.invited_by),
    registeredAt: isoOf(r.registered_at) ?? EPOCH,
    lastActiveAt: isoOf(r.last_active_at) ?? EPOCH,
  };
}

/**
 * Whether a list's first answer will likely need its total: not for an exact visible id or phone
 * (8 or more digits: a row or a few, a short page tells the total), otherwise as often as not.
 */
function totalLikely(f: MemberListFilters): boolean {
  return !(f.q && f.q.length >= 8 && /^\d+$/.test(f.q));
}

/** True when the list is filtered by its search alone (its total is then the search's count). */
function searchOnly(f: MemberListFilters): boolean {
  return (
    f.status === undefined &&
    f.vip === undefined &&
    f.platform === undefined &&
    f.channel === undefined &&
    f.registeredFrom === undefined &&
    f.registeredTo === undefined
  );
}

/**
 * Whether a page's statement is planned once (`genericPlan`, db/prepared.ts): when its generic plan
 * reads what every custom plan reads (EXPLAINed at 200k members: docs/performance.md, "Generic plans
 * for the list statements"). A search of 8 to 11 digits (a visible id and a phone prefix as index
 * ranges, or a phone: a few rows from the unique indexes, whatever the other filters and the sort),
 * the unfiltered list (one index per sort column), and a short nickname search alone (its page's
 * shape already follows how many members the term matches: `piecesCondition`). Not the other
 * filters: status, a short digit prefix (`LIKE $1`) and the partial index of banned members need
 * the value to choose their index.
 */
function pagePlansOnce(f: MemberListFilters): boolean {
  if (f.q) return /^\d{8,11}$/.test(f.q) || (isPieceTerm(f.q) && searchOnly(f));
  return searchOnly(f);
}

/** A short nickname search through the pieces (nickname-pieces.ts): its where, count and what is known. */
interface PiecesSearch {
  /** The page's WHERE (its shape chosen by how many members the term matched when last counted). */
  where: string;
  /** The WHERE the total counts with (and is remembered under), whatever the page's shape. */
  countWhere: string;
  countParams: unknown[];
  /** The search's own count, exact, read after `generation` (a first search counts before its page). */
  counted?: number;
  generation?: string;
}

async function piecesSearch(
  db: Db,
  f: MemberListFilters & { q: string },
  now: Date,
  p: SqlParams,
): Promise<PiecesSearch> {
  const search: Omit<PiecesSearch, 'where' | 'countWhere' | 'countParams'> = {};
  let hint = matchedHint(f.q);
  if (hint === undefined) {
    // a first search counts its matches first (index only: cheap), then picks its page's shape
    const count = { text: PIECES_COUNT_SQL, params: [f.q] };
    if (f.vip === undefined) {
      const [read = [], counted = []] = rawBatchIsOneCall(db)
        ? await rawBatch(db, [{ text: MEMBER_FILTER_GENERATION_SQL, params: [] }, count])
        : [await rawRows(db, MEMBER_FILTER_GENERATION_SQL), await rawRows(db, count.text, count.params)];
      search.generation = generationFromRows(read);
      hint = num((counted[0] as { n?: unknown } | undefined)?.n);
    } else hint = num((await rawRows<{ n: unknown }>(db, count.text, count.params))[0]?.n);
    search.counted = hint;
    rememberMatched(f.q, hint);
  }
  const c = new SqlParams();
  const countWhere = memberWhere(f, now, c, piecesCondition(f.q, true, c));
  const where = memberWhere(f, now, p, piecesCondition(f.q, hint <= FEW_CANDIDATES, p));
  return { ...search, where, countWhere, countParams: c.values };
}

/**
 * The total of a short search with other filters, VIP included: the piece's index entries with those
 * filters (exact, as the search alone; migrations 099 and 100), compared with the page's `now`.
 */
function piecesFilteredTotal(
  db: Db,
  f: MemberListFilters,
  q: string,
  now: Date,
): () => Promise<{ total: number; estimated?: true }> {
  const filtered = piecesFilteredCount(q, f, new SqlParams(), now);
  return async () =>
    piecesTotal(num((await rawRows<{ n: unknown }>(db, filtered.text, filtered.params))[0]?.n));
}

/**
 * GET /admin/members: filtered, sorted (default registeredAt:desc) and paged. A filter whose total
 * is remembered (no VIP filter) needs the filter generation before its total; on PGlite it is read
 * in the same call as the page (`rawBatch`: one round trip to the worker thread instead of two)
 * when the total will likely be needed, and after the page otherwise and on PostgreSQL (where a
 * batch runs its statements one by one anyway). A search of one or two characters goes through
 * the nickname pieces (`piecesSearch`); its total is the pieces' count, with the other filters too.
 */
export async function listMembers(db: Db, f: MemberListFilters): Promise<Page<MemberRow>> {
  const now = new Date();
  const p = new SqlParams();
  const q = f.q;
  const pieces = isPieceTerm(q) ? await piecesSearch(db, { ...f, q }, now, p) : undefined;
  const where = pieces?.where ?? memberWhere(f, now, p);
  const countWhere = pieces?.countWhere ?? where;
  const filterParams = pieces?.countParams ?? [...p.values];
  const remembered = f.vip === undefined;
  let generation = pieces?.generation;
  return pageOf(
    f,
    async () => {
      const text = `${MEMBER_SELECT} ${where} ORDER BY ${memberSort(f)} LIMIT ${p.add(f.pageSize)} OFFSET ${p.add(offsetOf(f))}`;
      let rows: RawMember[];
      if (generation === undefined && remembered && totalLikely(f) && rawBatchIsOneCall(db)) {
        const [page = [], read = []] = await rawBatch(db, [
          { text, params: p.values, genericPlan: pagePlansOnce(f) },
          { text: MEMBER_FILTER_GENERATION_SQL, params: [] },
        ]);
        rows = page as RawMember[];
        generation = generationFromRows(read);
      } else rows = await rawRows<RawMember>(db, text, p.values, { genericPlan: pagePlansOnce(f) });
      return rows.map((r) => memberRowFromRaw(r, now));
    },
    () => {
      const count =
        pieces && searchOnly(f)
          ? async () => {
              if (pieces.counted !== undefined) return piecesTotal(pieces.counted);
              const [row] = await rawRows<{ n: unknown }>(db, PIECES_COUNT_SQL, [f.q]);
              const n = num(row?.n);
              rememberMatched(f.q ?? '', n);
              return piecesTotal(n);
            }
          : pieces && q
            ? piecesFilteredTotal(db, f, q, now)
            : () => rawTotalOf(db, 'members m', countWhere, filterParams);
      // VIP filters compare with the current time and change with every re-issue: always counted
      if (!remembered) return count();
      return rememberedMemberTotal(db, `${countWhere}|${JSON.stringify(filterParams)}`, count, generation);
    },
  );
}
