import { z } from 'zod';
import { pageQuerySchema } from './common.js';

/**
 * Query building blocks of every list (members, orders, content, consumption, tasks, points …):
 * paging, sorting, filters, dates and ids.
 *
 * Conventions (docs/style.md): `current`, `pageSize`, `sort=field:asc|desc`, filters by field
 * name. An empty filter value (`status=`) counts as absent, so a search form can send every field.
 * Dates: `YYYY-MM-DD` is a business day in China Standard Time (UTC+8); a full ISO 8601 date-time
 * with an offset (`2026-11-21T08:00:00Z`) is used as is. `…From` bounds are inclusive; `…To` bounds
 * are inclusive too: a day includes the whole day, a date-time is compared with `<=`.
 */

/** `YYYY-MM-DD` or an ISO 8601 date-time with `Z` or an offset. */
export const DATE_OR_DATETIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2}))?$/;
/** `YYYY-MM-DD`. */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An optional query filter where '' (an empty form field) means "not given". Typed as the plain
 * optional schema so fetchers keep precise input types; at run time '' is turned into undefined first.
 */
export function optionalFilter<T extends z.ZodType>(schema: T): z.ZodOptional<T> {
  return z.preprocess((v) => (v === '' ? undefined : v), schema.optional()) as unknown as z.ZodOptional<T>;
}

/** True when `YYYY-MM-DD` (the first 10 characters of s) is a real calendar day (no 2026-02-30). */
export function isRealDay(s: string): boolean {
  const [y, m, d] = s.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d); // not Date.UTC: it maps years 0..99 to 1900..1999
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The years a date filter may name: nothing in the data is older, nothing sane is later. */
export const DATE_MIN_YEAR = 1970;
export const DATE_MAX_YEAR = 2100;

/** True when the year of `YYYY-…` lies in DATE_MIN_YEAR..DATE_MAX_YEAR. */
export function isInDateRange(s: string): boolean {
  const y = Number(s.slice(0, 4));
  return y >= DATE_MIN_YEAR && y <= DATE_MAX_YEAR;
}

/** A date or date-time bound of a range filter (see the module comment), 1970..2100. */
export const dateBoundSchema = z
  .string()
  .regex(DATE_OR_DATETIME, 'money.validation.dateFormat')
  .refine((s) => isRealDay(s) && !Number.isNaN(Date.parse(DAY_PATTERN.test(s) ? `${s}T00:00:00Z` : s)), {
    message: 'money.validation.dateFormat',
    abort: true,
  })
  .refine(isInDateRange, { message: 'money.validation.dateRange' });

/** A calendar day `YYYY-MM-DD` (check-in days, overview ranges), 1970..2100. */
export const daySchema = z
  .string()
  .regex(DAY_PATTERN, 'money.validation.dayFormat')
  .refine(isRealDay, { message: 'money.validation.dayFormat', abort: true })
  .refine(isInDateRange, { message: 'money.validation.dateRange' });

/**
 * A `from`/`to` query of business days (inclusive), both optional: `to` before `from` or a range
 * longer than `maxDays` is refused on `to`.
 */
export function dayRangeQuerySchema(maxDays: number) {
  return z
    .object({ from: optionalFilter(daySchema), to: optionalFilter(daySchema) })
    .superRefine((q, ctx) => {
      if (!q.from || !q.to) return;
      if (q.from > q.to) {
        ctx.addIssue({
          code: 'custom',
          message: 'money.validation.rangeReversed',
          path: ['to'],
          input: q.to,
        });
        return;
      }
      const days = (Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / 86_400_000 + 1;
      if (days > maxDays) {
        ctx.addIssue({
          code: 'too_big',
          origin: 'number',
          maximum: maxDays,
          inclusive: true,
          message: 'money.validation.rangeTooLong',
          path: ['to'],
          input: q.to,
        });
      }
    });
}

/** The business days an answer over a day range covers (`from`, `to`, inclusive). */
export const rangeFields = { from: z.string(), to: z.string() };

/** The days an answer covers and the previous range of the same length it is compared with. */
export const comparedRangeFields = { ...rangeFields, previousFrom: z.string(), previousTo: z.string() };

/** The largest value of an int4 id column. */
export const ID_MAX = 2_147_483_647;

/**
 * A row id from a path, a query string or JSON: a positive integer written in decimal, at most
 * ID_MAX (the column is int4). `0x10`, `1e3`, ` 7`, `true` or 2147483648 are 400, never coerced.
 */
export const idSchema = z.preprocess(
  (v) => (typeof v === 'string' && /^[1-9]\d{0,9}$/.test(v) ? Number(v) : v),
  z
    .number('validation.idFormat')
    .int('validation.idFormat')
    .min(1, 'validation.idFormat')
    .max(ID_MAX, 'validation.idFormat'),
) as unknown as z.ZodType<number, number>;

/** An 8-digit member visible id. */
export const visibleIdSchema = z.string().regex(/^\d{8}$/, 'money.validation.visibleIdFormat');

/** The sort values `field:asc` / `field:desc` allowed for a list (each backed by an index). */
export function sortSchema<const F extends string>(fields: readonly [F, ...F[]]) {
  const values = fields.flatMap((f) => [`${f}:asc`, `${f}:desc`] as const) as [
    `${F}:${'asc' | 'desc'}`,
    ...`${F}:${'asc' | 'desc'}`[],
  ];
  return z.enum(values);
}

/**
 * The page query of a list with its allowed sort fields: `current`, `pageSize` and
 * `sort` (default given per list), plus the list's filters.
 */
export function listQuerySchema<const F extends string, S extends z.ZodRawShape>(
  sortFields: readonly [F, ...F[]],
  filters: S,
) {
  return pageQuerySchema.extend({ sort: optionalFilter(sortSchema(sortFields)), ...filters });
}

/** Filters naming a member by internal id or by 8-digit visible id. */
export const memberRefFilters = {
  memberId: optionalFilter(idSchema),
  visibleId: optionalFilter(visibleIdSchema),
};

/** Filters of a list by the day or time its rows were created (`createdFrom`, `createdTo`, inclusive). */
export const createdRangeFilters = {
  createdFrom: optionalFilter(dateBoundSchema),
  createdTo: optionalFilter(dateBoundSchema),
};

/** The member columns that ride along on list rows. */
export const memberRefShape = {
  memberId: z.number().int(),
  memberVisibleId: z.string(),
  memberNickname: z.string(),
};

/** Splits `field:dir` into its parts. */
export function parseSort<F extends string>(
  sort: `${F}:${'asc' | 'desc'}` | undefined,
  fallback: `${F}:${'asc' | 'desc'}`,
): { field: F; dir: 'asc' | 'desc' } {
  const [field, dir] = (sort ?? fallback).split(':') as [F, 'asc' | 'desc'];
  return { field, dir };
}

/** The largest exact total a list counts; beyond it `total` is an estimate and `estimated` is true. */
export const EXACT_TOTAL_CAP = 10_000;
