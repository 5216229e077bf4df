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
  const filter = z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
  EMPTY_MEANS_ABSENT.add(filter);
  return filter as unknown as z.ZodOptional<T>;
}

/** The optionalFilter schemas: the OpenAPI document says they also take '' (server/plugins/external/openapi-input-rules.ts). */
export const EMPTY_MEANS_ABSENT = new WeakSet<object>();

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

/**
 * A real calendar day of DATE_MIN_YEAR..DATE_MAX_YEAR as one regular expression (February 29 only
 * in leap years), so that the OpenAPI document states the same rule the refinements below check:
 * a client generating values from the document's pattern never sends a day the server refuses.
 */
const REAL_DAY =
  '(?:(?:19[7-9]\\d|20\\d\\d|2100)-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))' +
  '|(?:19(?:7[26]|[89][048]|[89][26])|20(?:[02468][048]|[13579][26]))-02-29)';
/** A time of day with an offset: hours 00..23, minutes and seconds 00..59, up to 6 decimals. */
const TIME_WITH_OFFSET =
  'T(?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d{1,6})?)?(?:Z|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d)';
/** Exactly the days daySchema accepts. */
export const REAL_DAY_PATTERN = new RegExp(`^${REAL_DAY}$`);
/** Exactly the values dateBoundSchema accepts. */
export const REAL_DATE_OR_DATETIME_PATTERN = new RegExp(`^${REAL_DAY}(?:${TIME_WITH_OFFSET})?$`);

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
  .refine(isInDateRange, { message: 'money.validation.dateRange', abort: true })
  .regex(REAL_DATE_OR_DATETIME_PATTERN, 'money.validation.dateFormat');

/** A calendar day `YYYY-MM-DD` (check-in days, overview ranges), 1970..2100. */
export const daySchema = z
  .string()
  .regex(DAY_PATTERN, 'money.validation.dayFormat')
  .refine(isRealDay, { message: 'money.validation.dayFormat', abort: true })
  .refine(isInDateRange, { message: 'money.validation.dateRange', abort: true })
  .regex(REAL_DAY_PATTERN, 'money.validation.dayFormat');

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

/** The decimals 1..ID_MAX as a regular expression (no sign, no leading zero), for ids inside text. */
export const INT4_ID_DECIMAL =
  '(?:[1-9]\\d{0,8}|1\\d{9}|20\\d{8}|21[0-3]\\d{7}|214[0-6]\\d{6}|2147[0-3]\\d{5}|21474[0-7]\\d{4}' +
  '|214748[0-2]\\d{3}|2147483[0-5]\\d{2}|21474836[0-3]\\d|214748364[0-7])';

/**
 * A row id from a path, a query string or JSON: a positive integer written in decimal, at most
 * `max` (the column's largest value that a JSON number holds exactly). `0x10`, `1e3`, ` 7`, `true`
 * or max + 1 are 400, never coerced.
 */
export function boundedIdSchema(max: number) {
  const digits = String(max).length;
  const decimal = new RegExp(`^[1-9]\\d{0,${digits - 1}}$`);
  return z.preprocess(
    (v) => (typeof v === 'string' && decimal.test(v) ? Number(v) : v),
    z
      // a missing id (a category not chosen yet) is required, not badly written
      .number({
        error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.idFormat'),
      })
      .int('validation.idFormat')
      .min(1, 'validation.idFormat')
      .max(max, 'validation.idFormat'),
  ) as unknown as z.ZodType<number, number>;
}

/** A row id of an int4 column: 1..ID_MAX (see boundedIdSchema). */
export const idSchema = boundedIdSchema(ID_MAX);

/** A row id of a bigint column, as far as a JSON number holds it exactly: 1..2^53 - 1. */
export const bigIdSchema = boundedIdSchema(Number.MAX_SAFE_INTEGER);

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
