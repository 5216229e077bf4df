import type { Db } from '../../db/client.js';
import { rawRows } from '../../db/raw.js';

/** A list total as paging.ts answers it. */
export interface ListTotal {
  total: number;
  estimated?: true;
}

/** How many filters' totals a database keeps, and for how long at most. */
const MAX_ENTRIES = 500;
const MAX_AGE_MS = 5 * 60_000;

interface Entry {
  generation: string;
  at: number;
  total: ListTotal;
}

/** The remembered totals of each open database (a process may open several: tests, tools). */
const remembered = new WeakMap<Db, Map<string, Entry>>();

/**
 * The member filter generation (migration 087): it moves whenever a member row that a list filter
 * other than VIP reads is inserted, deleted or changed, in this process or, on PostgreSQL, any other.
 */
export const MEMBER_FILTER_GENERATION_SQL = 'SELECT generation FROM member_filter_generation WHERE id = 1';

/** The generation from the rows of MEMBER_FILTER_GENERATION_SQL. */
export function generationFromRows(rows: readonly unknown[]): string {
  return String((rows[0] as { generation?: unknown } | undefined)?.generation ?? '');
}

async function generationOf(db: Db): Promise<string> {
  return generationFromRows(await rawRows(db, MEMBER_FILTER_GENERATION_SQL));
}

/**
 * The total of a member filter, remembered until the member rows it reads change (decision 0009).
 * A nickname search finds thousands of rows and its exact total visits each of them (90 ms and
 * more at 200,000 members), while its page stops after 20: an operator pages, sorts and narrows
 * the same search, and each of those asks for the same total again. The generation is read before
 * counting, so a remembered total is never older than the generation it is filed under; a member
 * inserted, renamed or banned anywhere moves the generation and the next request counts again. A
 * total stays at most five minutes (its estimate, past the exact cap, would drift with the table).
 * Filters on VIP (which re-issues change, against the current time) are never remembered.
 * `readGeneration` is the generation when the caller already read it (with its page, in the same
 * call to the database: `listMembers`); otherwise it is read here, before counting.
 */
export async function rememberedMemberTotal(
  db: Db,
  key: string,
  count: () => Promise<ListTotal>,
  readGeneration?: string,
): Promise<ListTotal> {
  let entries = remembered.get(db);
  if (!entries) {
    entries = new Map();
    remembered.set(db, entries);
  }
  const generation = readGeneration ?? (await generationOf(db));
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.generation === generation && now - hit.at < MAX_AGE_MS) return hit.total;
  const total = await count();
  entries.delete(key);
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value ?? '');
  entries.set(key, { generation, at: now, total });
  return total;
}
