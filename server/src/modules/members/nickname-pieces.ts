import { EXACT_TOTAL_CAP } from '@opsdeck/shared/schemas';
import { containsPattern, rangeFrom, rangeTo } from '../../db/filters.js';
import { type SqlParams, whereOf } from '../../db/raw.js';
import type { ListTotal } from './filter-totals.js';
import type { MemberListFilters } from './list-service.js';

/**
 * Nickname searches of one or two characters through `member_nickname_pieces` (migration 098,
 * docs/decisions/0009-pglite-read-pipeline.md): every distinct one- and two-character piece of
 * every lower-cased nickname, kept by triggers. A nickname contains a term of one or two characters
 * exactly when the term is one of its pieces, so the count of a term reads the index of the pieces
 * only (a few ms at 200,000 members, where the trigram index's recheck of every match took 20–60
 * ms). Longer terms keep the trigram index (their matches are few, and pieces could not tell a
 * substring from pieces that merely co-occur).
 *
 * The pieces come from lower(nickname), which is what ILIKE compares; a term with no letter case
 * (Chinese, punctuation) is unchanged by lower(), so its LIKE finds the same rows.
 */

/** How many members a term may match for its page to start from the pieces (else: the sort order). */
export const FEW_CANDIDATES = 2000;

/** True for a term the pieces answer: one or two characters, not all digits. */
export function isPieceTerm(q: string | undefined): q is string {
  if (!q || /^\d+$/.test(q)) return false;
  const n = [...q].length;
  // lower() must keep the term's length (a piece is compared with lower(q) as a whole)
  return n <= 2 && [...q.toLowerCase()].length === n;
}

/** The count of the members whose nickname contains the term ($1), from the pieces' index only. */
export const PIECES_COUNT_SQL = 'SELECT count(*) AS n FROM member_nickname_pieces WHERE piece = lower($1)';

/**
 * The count of a term with the list's other filters (status, platform, channel, registration range,
 * VIP), from the piece's index entries: the primary key carries those columns (migrations 099 and
 * 100). VIP compares the carried expiry with `now`, as the member list's own filter compares
 * members.vip_expires_at (list-service.ts `memberWhere`), so an expiry passed without a write counts.
 *
 * Since migration 103 an extension of a running VIP leaves the pieces' expiry as it was (earlier
 * than the member's), and `members.vip_filed_at` notes it. A piece expiry after `now` is still a VIP
 * now; the members whose noted expiry has passed while their own has not are the only ones the
 * pieces count wrongly, so the VIP count adds them and the non-VIP count takes them away. They are
 * read through the partial index of noted expiries, which the fold timer keeps to a handful of rows
 * (`opsdeck_nickname_pieces_vip_due`).
 */
export function piecesFilteredCount(
  q: string,
  f: MemberListFilters,
  p: SqlParams,
  now: Date,
): { text: string; params: unknown[] } {
  const piece = p.add(q);
  const others = (col: string) => [
    f.status && `${col}status = ${p.add(f.status)}`,
    f.platform && `${col}platform = ${p.add(f.platform)}`,
    f.channel && `${col}channel = ${p.add(f.channel)}`,
    rangeFrom(`${col}registered_at`, f.registeredFrom, p),
    rangeTo(`${col}registered_at`, f.registeredTo, p),
  ];
  if (f.vip === undefined) {
    const where = whereOf([`piece = lower(${piece})`, ...others('')]);
    return { text: `SELECT count(*) AS n FROM member_nickname_pieces ${where}`, params: p.values };
  }
  const at = p.add(now);
  const where = whereOf([
    `piece = lower(${piece})`,
    f.vip ? `vip_expires_at > ${at}` : `(vip_expires_at IS NULL OR vip_expires_at <= ${at})`,
    ...others(''),
  ]);
  const late = whereOf([
    `m.vip_filed_at <= ${at}`,
    `m.vip_expires_at > ${at}`,
    `p.piece = lower(${piece})`,
    ...others('p.'),
  ]);
  return {
    text: `SELECT (SELECT count(*) FROM member_nickname_pieces ${where}) ${f.vip ? '+' : '-'} (SELECT count(*)
      FROM members m JOIN member_nickname_pieces p ON p.member_id = m.id ${late}) AS n`,
    params: p.values,
  };
}

/** A list total from the pieces' exact count: past the cap it is flagged as an estimate, as every list's. */
export function piecesTotal(n: number): ListTotal {
  return n <= EXACT_TOTAL_CAP ? { total: n } : { total: n, estimated: true };
}

/**
 * The member list's condition for the term. `few`: the members found through the pieces (then
 * sorted; for a term with few matches). Otherwise the nickname itself is compared row by row in the
 * list's sort order, and the page stops after its rows (for a term with many matches, a page reads
 * about pageSize × members / matches rows). Both find the same rows.
 */
export function piecesCondition(q: string, few: boolean, p: SqlParams): string {
  if (few) return `m.id IN (SELECT member_id FROM member_nickname_pieces WHERE piece = lower(${p.add(q)}))`;
  const op = q.toLowerCase() === q.toUpperCase() ? 'LIKE' : 'ILIKE';
  return `m.nickname ${op} ${p.add(containsPattern(q))}`;
}

/**
 * How many members a term matched when it was last counted (any generation): only a hint for the
 * page's shape, never an answer. Bounded like the remembered totals.
 */
const matched = new Map<string, number>();
const MAX_HINTS = 500;

export function matchedHint(q: string): number | undefined {
  return matched.get(q.toLowerCase());
}

export function rememberMatched(q: string, n: number): void {
  const key = q.toLowerCase();
  matched.delete(key);
  if (matched.size >= MAX_HINTS) matched.delete(matched.keys().next().value ?? '');
  matched.set(key, n);
}
