import { DAY_PATTERN } from '@opsdeck/shared/schemas';
import { businessDayEnd, businessDayStart } from './business-day.js';
import type { SqlParams } from './raw.js';

/** Filter fragments of the raw-SQL lists (see raw.ts); each adds its values to `p`. */

/** `text` with LIKE's wildcards (and its escape character) escaped. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE pattern matching values that start with `text` (wildcards in it escaped). */
export function prefixPattern(text: string): string {
  return `${escapeLike(text)}%`;
}

/**
 * `col` starts with the digits `digits`, as an index range on a text_pattern_ops index: `col ~>=~
 * digits AND col ~<~ (digits with its last digit raised by one)`, byte order, so `9` is raised to
 * `:`. It finds exactly the rows of `col LIKE 'digits%'`, and unlike that LIKE, whose pattern a
 * generic plan cannot read, it keeps the index in a generic plan too.
 */
export function digitPrefixRange(col: string, digits: string, p: SqlParams): string {
  if (!/^\d+$/.test(digits)) throw new Error(`digitPrefixRange: ${digits} is not digits`);
  const above = `${digits.slice(0, -1)}${String.fromCharCode(digits.charCodeAt(digits.length - 1) + 1)}`;
  return `(${col} ~>=~ ${p.add(digits)} AND ${col} ~<~ ${p.add(above)})`;
}

/** A LIKE pattern matching values that contain `text` anywhere (wildcards in it escaped). */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** `col >= start` of a range (a UTC+8 day or an ISO date-time). */
export function rangeFrom(col: string, bound: string | undefined, p: SqlParams): string | undefined {
  if (!bound) return undefined;
  return `${col} >= ${p.add(DAY_PATTERN.test(bound) ? businessDayStart(bound) : new Date(bound))}`;
}

/** The inclusive end of a range: before the next day for a day, `<=` for a date-time. */
export function rangeTo(col: string, bound: string | undefined, p: SqlParams): string | undefined {
  if (!bound) return undefined;
  if (DAY_PATTERN.test(bound)) return `${col} < ${p.add(businessDayEnd(bound))}`;
  return `${col} <= ${p.add(new Date(bound))}`;
}

/** `col = (member id of this visible id)`. */
export function visibleIdIs(col: string, visibleId: string | undefined, p: SqlParams): string | undefined {
  return visibleId ? `${col} = (SELECT id FROM members WHERE visible_id = ${p.add(visibleId)})` : undefined;
}
