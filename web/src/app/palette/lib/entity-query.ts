import { ORDER_NO_PREFIX, type OrderKind } from '@opsdeck/shared/schemas';
import { orderListOf, pathTo } from '../../../lib/route-links.ts';

/** How long the palette waits after the last keystroke before it asks the server. */
export const ENTITY_DEBOUNCE_MS = 200;
/** How many members and orders the palette lists. */
export const ENTITY_LIMIT = 5;

const PREFIXES = Object.values(ORDER_NO_PREFIX);

const ONE_CHINESE_CHARACTER = /^[\u3400-\u9fff\uf900-\ufaff]$/;

/** The query trimmed when it is 2 to `max` characters long, or one Chinese character; else ''. */
function searchTextOf(query: string, max: number): string {
  const q = query.trim();
  return (q.length >= 2 && q.length <= max) || ONE_CHINESE_CHARACTER.test(q) ? q : '';
}

/**
 * The member search text of a palette query, or '' for none: 2 to 50 characters, or a single
 * Chinese character (a surname: 李); the server's `q`: all digits = visible id or phone prefix,
 * anything else = the nickname contains it.
 */
export function memberQueryOf(query: string): string {
  return searchTextOf(query, 50);
}

/**
 * The template and wallpaper search text of a palette query, or '' for none: 2 to 60 characters or
 * one Chinese character, not an order number (the server's `q`: name or title contains it, or the
 * id when all digits).
 */
export function contentQueryOf(query: string): string {
  return orderQueryOf(query) === '' ? searchTextOf(query, 60) : '';
}

/**
 * The order number (or its beginning) in a palette query, upper-cased, or '' for none: a kind's
 * three-letter prefix and at least one digit (`PAT2026…`), as GET /admin/orders?orderNo= takes it.
 */
export function orderQueryOf(query: string): string {
  const q = query.trim().toUpperCase();
  const m = /^([A-Z]{3})\d{1,14}$/.exec(q);
  return m && PREFIXES.includes(m[1] as (typeof PREFIXES)[number]) ? q : '';
}

/** The order kind an order number belongs to, by its prefix. */
export function orderKindOf(orderNo: string): OrderKind | undefined {
  const prefix = orderNo.slice(0, 3).toUpperCase();
  return (Object.keys(ORDER_NO_PREFIX) as OrderKind[]).find((k) => ORDER_NO_PREFIX[k] === prefix);
}

/** True when the query looks like an id, a phone or an order number (server results lead then). */
export function looksLikeEntity(query: string): boolean {
  const q = query.trim();
  return /^\d{3,}$/.test(q) || orderQueryOf(q) !== '';
}

/**
 * The order list searched for a query, or '' when an order list cannot search it: an order number
 * (or its beginning) opens its kind's list filtered by it, a member's 8-digit id the VIP orders of
 * that member (the member filter of every order list).
 */
export function orderListQueryOf(query: string): string {
  const orderNo = orderQueryOf(query);
  if (orderNo !== '') {
    return pathTo(orderListOf(orderKindOf(orderNo) ?? 'vip'), { orderNo });
  }
  const q = query.trim();
  return /^\d{8}$/.test(q) ? pathTo('/order/vip', { visibleId: q }) : '';
}
