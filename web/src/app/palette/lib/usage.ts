/**
 * Recents and frequency of the palette, per operator and kept across reloads: how often and how
 * lately each item ran. An item's "frecency" orders the empty palette (the Recent group) and boosts
 * it among search results.
 */

import { type OpenedEntity, parseEntity } from './entities.ts';

/**
 * How often and when last an item ran (`last` in ms since the epoch); for a member, order, template
 * or wallpaper opened from the palette, the record itself (what Recent lists).
 */
export interface UsageEntry {
  count: number;
  last: number;
  entity?: OpenedEntity;
}

/** Usage by item id. */
export type Usage = Readonly<Record<string, UsageEntry>>;

/** localStorage key prefix; the operator's id follows. */
export const USAGE_STORAGE_PREFIX = 'opsdeck.palette.usage.';
/** How many items are remembered (the least recent are forgotten). */
export const USAGE_LIMIT = 100;
/** The most a search score gains from usage. */
export const MAX_USAGE_BOOST = 0.25;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The storage key of an operator's usage. */
export function usageKey(operatorId: number | string): string {
  return `${USAGE_STORAGE_PREFIX}${operatorId}`;
}

/** An operator's stored usage; anything unreadable counts as none. */
export function loadUsage(storage: Pick<Storage, 'getItem'>, operatorId: number | string): Usage {
  try {
    const raw: unknown = JSON.parse(storage.getItem(usageKey(operatorId)) ?? '{}');
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
    const usage: Record<string, UsageEntry> = {};
    for (const [id, v] of Object.entries(raw as Record<string, unknown>)) {
      const e = v as Partial<UsageEntry> | null;
      if (e && Number.isInteger(e.count) && (e.count ?? 0) > 0 && Number.isFinite(e.last)) {
        const entity = e.entity === undefined ? undefined : parseEntity(e.entity);
        usage[id] = { count: e.count as number, last: e.last as number, ...(entity ? { entity } : {}) };
      }
    }
    return usage;
  } catch {
    return {};
  }
}

/** Keeps an operator's usage (a full storage is not an error worth showing). */
export function saveUsage(
  storage: Pick<Storage, 'setItem'>,
  operatorId: number | string,
  usage: Usage,
): void {
  try {
    storage.setItem(usageKey(operatorId), JSON.stringify(usage));
  } catch {
    // Quota or privacy mode: the ranking simply starts over next time.
  }
}

/**
 * The usage after running `id` at `now` (a new object; the oldest entries beyond the limit dropped);
 * `entity` is the record an opened member, order, template or wallpaper shows under Recent.
 */
export function recordUse(usage: Usage, id: string, now: number, entity?: OpenedEntity): Usage {
  const prev = usage[id];
  const kept = entity ?? prev?.entity;
  const next: Record<string, UsageEntry> = {
    ...usage,
    [id]: { count: (prev?.count ?? 0) + 1, last: now, ...(kept ? { entity: kept } : {}) },
  };
  const ids = Object.keys(next);
  if (ids.length <= USAGE_LIMIT) return next;
  ids.sort((a, b) => (next[b]?.last ?? 0) - (next[a]?.last ?? 0));
  return Object.fromEntries(ids.slice(0, USAGE_LIMIT).map((k) => [k, next[k] as UsageEntry]));
}

/** Frequency weighted by recency: a run in the last hour counts 4×, today 2×, this week 1×, older ¼. */
export function frecency(entry: UsageEntry | undefined, now: number): number {
  if (!entry) return 0;
  const age = now - entry.last;
  const weight = age < HOUR ? 4 : age < DAY ? 2 : age < 7 * DAY ? 1 : 0.25;
  return entry.count * weight;
}

/** The boost of an item's search score, from 0 up to MAX_USAGE_BOOST. */
export function usageBoost(usage: Usage, id: string, now: number): number {
  const f = frecency(usage[id], now);
  return f === 0 ? 0 : MAX_USAGE_BOOST * (f / (f + 4));
}

/** The ids to list under Recent: the highest frecency first (ties: the latest first). */
export function recentIds(usage: Usage, now: number, limit: number): string[] {
  return Object.keys(usage)
    .sort(
      (a, b) =>
        frecency(usage[b], now) - frecency(usage[a], now) || (usage[b]?.last ?? 0) - (usage[a]?.last ?? 0),
    )
    .slice(0, limit);
}
