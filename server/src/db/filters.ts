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
