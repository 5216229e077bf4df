import type { ContentKind, DashboardPopular } from '@opsdeck/shared/schemas';
import { businessDay } from '../../db/business-day.js';
import type { Db } from '../../db/client.js';
import { rawRows } from '../../db/raw.js';
import { popularContent } from './panels.js';

/**
 * The popular panel's generation (migration 101): the sum of its shards moves whenever a statement
 * writes the content tables' ranked columns or the monthly unlock totals, in this process or, on
 * PostgreSQL, any other.
 */
export const POPULAR_GENERATION_SQL = 'SELECT sum(generation)::text AS generation FROM popular_generation';

/** Panels kept per database: every kind and all, by both orders, for a few days. */
const MAX_ENTRIES = 48;

interface Entry {
  generation: string;
  answer: DashboardPopular;
}

/** The remembered panels of each open database (a process may open several: tests, tools). */
const remembered = new WeakMap<Db, Map<string, Entry>>();

/**
 * The popular panel (`popularContent`), remembered per kind, order and business day until what it
 * reads changes (docs/decisions/0007-popular-panel-months.md, amendment). The generation is read
 * before the panel, so a remembered panel is never older than the generation it is filed under: a
 * write committed after that read moves the generation, and the next request ranks again. The answer
 * depends on the time only through its business day, which is part of the key.
 */
export async function rememberedPopularContent(
  db: Db,
  q: { kind?: ContentKind | undefined; by: 'unlocks' | 'views' },
  now = new Date(),
): Promise<DashboardPopular> {
  let entries = remembered.get(db);
  if (!entries) {
    entries = new Map();
    remembered.set(db, entries);
  }
  const [row] = await rawRows<{ generation: unknown }>(db, POPULAR_GENERATION_SQL);
  const generation = String(row?.generation ?? '');
  const key = `${q.kind ?? ''}|${q.by}|${businessDay(now)}`;
  const hit = entries.get(key);
  if (hit && hit.generation === generation) return hit.answer;
  const answer = await popularContent(db, q, now);
  entries.delete(key);
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value ?? '');
  entries.set(key, { generation, answer });
  return answer;
}
