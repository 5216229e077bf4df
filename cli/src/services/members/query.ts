import type { Locale } from '@opsdeck/shared/i18n';
import { memberListQuerySchema, memberRefParamsSchema } from '@opsdeck/shared/schemas';
import { typedNumberInput } from '@opsdeck/shared/schemas/typed-number';
import type { z } from 'zod';
import { parseFlags } from '../shared/flag-errors.js';

/** The flags of `opsdeck members list` as commander gives them (strings, or a boolean for --vip). */
export interface MembersListFlags {
  query?: string;
  status?: string;
  vip?: boolean;
  page?: string;
  pageSize?: string;
}

/** A checked members query: the shared schema's output (page and page size filled in). */
export type MembersQuery = z.output<typeof memberListQuerySchema>;

/** Where each query field comes from on the command line. */
const LIST_FLAGS = { q: '--query', current: '--page', pageSize: '--page-size', vip: '--vip' } as const;

/** Checks the list flags with the server's own query schema (exit 2 naming the flag and rule). */
export function parseMembersQuery(locale: Locale, flags: MembersListFlags): MembersQuery {
  const counts = { current: flags.page, pageSize: flags.pageSize };
  const values = Object.fromEntries(
    Object.entries({
      q: flags.query,
      status: flags.status,
      vip: flags.vip,
      // a page number as the footer prints it (`1,200`) reads too
      current: flags.page === undefined ? undefined : (typedNumberInput(locale, flags.page) ?? flags.page),
      pageSize:
        flags.pageSize === undefined
          ? undefined
          : (typedNumberInput(locale, flags.pageSize) ?? flags.pageSize),
    }).filter(([, v]) => v !== undefined),
  );
  return parseFlags(memberListQuerySchema, values, locale, LIST_FLAGS, counts);
}

/** Checks a member reference (internal ID, 8-digit member ID or 11-digit phone) for `flag`. */
export function parseMemberRef(locale: Locale, ref: string, flag: string): string {
  return parseFlags(memberRefParamsSchema, { id: ref.trim() }, locale, { id: flag }).id;
}
