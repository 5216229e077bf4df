/**
 * Recents and frequency of the palette, per operator and kept across reloads: how often and how
 * lately each item ran, the count decaying with time (a use counts half after USAGE_HALF_LIFE). An
 * item's "frecency" orders the empty palette (the Recent group) and boosts it among search results.
 */

import { type OpenedEntity, parseEntity } from './entities.ts';

/**
 * How often an item ran, decayed to `last` (when it last ran, in ms since the epoch); for a member,
 * order, template or wallpaper opened from the palette, the record itself (what Recent lists).
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
/**
 * The most a search score gains from usage: enough for an action run in the last hour to pass the
 * titles that merely start with the query (`co` → "Re-issue coins" after one use), not enough for a
 * keyword match to pass a title that starts with it.
 */
export const MAX_USAGE_BOOST = 0.4;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** After this long, a use counts half as much. */
export const USAGE_HALF_LIFE = 7 * DAY;

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
      if (e && Number.isFinite(e.count) && (e.count ?? 0) > 0 && Number.isFinite(e.last)) {
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
  const count = Math.round((decayedCount(prev, now) + 1) * 1000) / 1000;
  const next: Record<string, UsageEntry> = {
    ...usage,
    [id]: { count, last: now, ...(kept ? { entity: kept } : {}) },
  };
  const ids = Object.keys(next);
  if (ids.length <= USAGE_LIMIT) return next;
  ids.sort((a, b) => (next[b]?.last ?? 0) - (next[a]?.last ?? 0));
  return Object.fromEntries(ids.slice(0, USAGE_LIMIT).map((k) => [k, next[k] as UsageEntry]));
}

/** The count of an entry decayed to `now`: each use loses half its weight every USAGE_HALF_LIFE. */
export function decayedCount(entry: UsageEntry | undefined, now: number): number {
  if (!entry) return 0;
  return entry.count * 0.5 ** (Math.max(0, now - entry.last) / USAGE_HALF_LIFE);
}

/**
 * Frequency (decayed) weighted by recency: when the last run was in the last hour it counts 4×,
 * today 2×, this week 1×, older ¼.
 */
export function frecency(entry: UsageEntry | undefined, now: number): number {
  if (!entry) return 0;
  const age = now - entry.last;
  const weight = age < HOUR ? 4 : age < DAY ? 2 : age < 7 * DAY ? 1 : 0.25;
  return decayedCount(entry, now) * weight;
}

/** The boost of an item's search score, from 0 up to MAX_USAGE_BOOST. */
export function usageBoost(usage: Usage, id: string, now: number): number {
  const f = frecency(usage[id], now);
  return f === 0 ? 0 : MAX_USAGE_BOOST * (f / (f + 1));
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
