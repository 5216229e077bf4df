import { routeByName } from '@opsdeck/shared/catalogue';
import { proxy } from 'valtio';
import { readStoredArray, session } from './session-storage.ts';
import type { TabEntry } from './tab-ops.ts';

/** One screen the operator opened: its route, title key, last URL and when. */
export interface RecentVisit {
  name: string;
  title: string;
  fullPath: string;
  at: number;
}

/** sessionStorage key of the recent screens (per browser tab, like the open tabs). */
export const RECENT_STORAGE_KEY = 'opsdeck-recent';
/** How many screens are remembered. */
export const RECENT_SIZE = 8;
/** The landing page is not listed among the screens visited. */
const SKIP = 'Workplace';

/** The stored visits that still name a catalogue route at its path, newest first. */
export function readStoredRecent(storage: Pick<Storage, 'getItem'> | undefined): RecentVisit[] {
  const stored = readStoredArray(storage, RECENT_STORAGE_KEY) ?? [];
  return (stored as Partial<RecentVisit>[])
    .filter((v) => {
      const route = typeof v?.name === 'string' ? routeByName(v.name) : undefined;
      return (
        !!route &&
        typeof v.fullPath === 'string' &&
        v.fullPath.startsWith(route.path) &&
        typeof v.at === 'number'
      );
    })
    .map((v) => ({ name: v.name!, title: routeByName(v.name!)!.i18nKey, fullPath: v.fullPath!, at: v.at! }))
    .slice(0, RECENT_SIZE);
}

/** The screens visited in this browser tab, newest first (valtio). */
export const recentStore = proxy<{ visits: RecentVisit[] }>({ visits: readStoredRecent(session()) });

/** Puts a visited screen first (once per route), keeping the newest RECENT_SIZE. */
export function recordVisit(tab: Pick<TabEntry, 'name' | 'title' | 'fullPath'>, at = Date.now()): void {
  if (tab.name === SKIP) return;
  const first = recentStore.visits[0];
  if (first?.name === tab.name && first.fullPath === tab.fullPath) return;
  const rest = recentStore.visits.filter((v) => v.name !== tab.name);
  recentStore.visits = [{ name: tab.name, title: tab.title, fullPath: tab.fullPath, at }, ...rest].slice(
    0,
    RECENT_SIZE,
  );
  try {
    session()?.setItem(RECENT_STORAGE_KEY, JSON.stringify(recentStore.visits));
  } catch {
    // storage full or blocked: the list still works for this page's life
  }
}

/** Forgets the visits (logout). */
export function clearRecent(): void {
  recentStore.visits = [];
  try {
    session()?.removeItem(RECENT_STORAGE_KEY);
  } catch {
    // nothing kept
  }
}
