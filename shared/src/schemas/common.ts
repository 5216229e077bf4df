import { z } from 'zod';

/** Operator roles (spec §6); '*' only appears in route role lists. */
export const roleSchema = z.enum(['admin', 'user']);
export type Role = z.infer<typeof roleSchema>;
/** A role list entry: a role or the wildcard. */
export type RoleOrAny = Role | '*';

/** The success envelope: `{ code: 200, message: 'ok', data }`. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(200), message: z.string(), data });
}

/** The error envelope: `{ code, message, details? }` (every 4xx and 5xx answer). */
export const errorEnvelopeSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  details: z.array(z.object({ field: z.string(), rule: z.string(), message: z.string() })).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Default and largest page sizes of every list (docs/style.md). */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/** Query of every list: `current` (1-based), `pageSize`, `sort=field:asc|desc`. */
export const pageQuerySchema = z.object({
  current: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  sort: z
    .string()
    .regex(/^[a-zA-Z]+:(asc|desc)$/, 'validation.invalidFormat')
    .optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A page of a list: `{ list, total }`; `estimated` is true when total is an estimate (huge tables). */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int(), estimated: z.boolean().optional() });
}
export interface Page<T> {
  list: T[];
  total: number;
  estimated?: boolean;
}

/** A boolean from a query string ('true'/'1' or 'false'/'0'). */
export const queryBooleanSchema = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');
