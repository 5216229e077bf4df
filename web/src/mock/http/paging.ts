import type { Page } from '@opsdeck/shared/schemas';

/** One page of rows sorted by `field:dir` (the list's default when absent), as the server pages. */
export function page<T>(
  rows: readonly T[],
  query: { current: number; pageSize: number; sort?: string | undefined },
  fallbackSort: string,
): Page<T> {
  const [field, dir] = (query.sort ?? fallbackSort).split(':') as [string, 'asc' | 'desc'];
  const sign = dir === 'asc' ? 1 : -1;
  const sorted = [...rows].sort((a, b) => {
    const x = (a as Record<string, unknown>)[field];
    const y = (b as Record<string, unknown>)[field];
    if (x === y) return sign * (((a as { id?: number }).id ?? 0) - ((b as { id?: number }).id ?? 0));
    if (x === null || x === undefined) return 1;
    if (y === null || y === undefined) return -1;
    return sign * (x < y ? -1 : 1);
  });
  const start = (query.current - 1) * query.pageSize;
  return { list: sorted.slice(start, start + query.pageSize), total: rows.length };
}

/** Start of a `…From` bound: a day is its 00:00 in UTC+8; a date-time is used as is. */
function fromTime(bound: string): number {
  return bound.length === 10 ? Date.parse(`${bound}T00:00:00+08:00`) : Date.parse(bound);
}

/** End of a `…To` bound: a day includes the whole day (UTC+8); a date-time is compared with <=. */
function toTime(bound: string): number {
  return bound.length === 10 ? Date.parse(`${bound}T00:00:00+08:00`) + 86_400_000 - 1 : Date.parse(bound);
}

/** True when an ISO time lies in the (inclusive) range; absent bounds are open. */
export function inRange(iso: string, from: string | undefined, to: string | undefined): boolean {
  const t = Date.parse(iso);
  return (from === undefined || t >= fromTime(from)) && (to === undefined || t <= toTime(to));
}

/** Keeps rows created in the list's `createdFrom`/`createdTo` range (days or times, inclusive). */
export function createdIn(
  row: { createdAt: string },
  q: { createdFrom?: string | undefined; createdTo?: string | undefined },
): boolean {
  return inRange(row.createdAt, q.createdFrom, q.createdTo);
}

/** Keeps rows of one member, named by internal id or visible id (the money lists' member filters). */
export function byMember(
  row: { memberId: number; memberVisibleId: string },
  q: { memberId?: number | undefined; visibleId?: string | undefined },
): boolean {
  return is(q, 'memberId', row.memberId) && is(q, 'visibleId', row.memberVisibleId);
}

/** True when the list's filter `key` is absent or equals `value`. */
export const is = <Q extends object>(q: Q, key: keyof Q, value: unknown): boolean =>
  q[key] === undefined || q[key] === value;
