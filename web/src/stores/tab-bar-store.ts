import { routeByName } from '@opsdeck/shared/catalogue';
import { proxy } from 'valtio';
import { clearRecent, recordVisit } from './recent-store.ts';
import { readStoredArray, session } from './session-storage.ts';
import {
  closeAll,
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  type TabChange,
  type TabEntry,
  visit,
  WORKPLACE_TAB,
} from './tab-ops.ts';

export type TabOperation = 'close' | 'closeLeft' | 'closeRight' | 'closeOthers' | 'closeAll';

export interface TabBarState {
  /** The open tabs, the workplace first. */
  tags: TabEntry[];
  /** Per route name, how many times its page was reloaded: a new number mounts a fresh page. */
  reloads: Record<string, number>;
}

/** sessionStorage key of the open tabs: a reload keeps them (per browser tab), not their pages' state. */
export const TABS_STORAGE_KEY = 'opsdeck-tabs';

/** The stored tabs that still name a catalogue route at its path; the workplace always first. */
export function readStoredTabs(storage: Pick<Storage, 'getItem'> | undefined): TabEntry[] {
  const stored = readStoredArray(storage, TABS_STORAGE_KEY) ?? [];
  const tags: TabEntry[] = [{ ...WORKPLACE_TAB }];
  for (const item of stored as Partial<TabEntry>[]) {
    const route = typeof item?.name === 'string' ? routeByName(item.name) : undefined;
    const fullPath = typeof item?.fullPath === 'string' ? item.fullPath : '';
    if (!route?.requiresAuth || route.noTab) continue;
    if (fullPath !== route.path && !fullPath.startsWith(`${route.path}?`)) continue;
    const tab: TabEntry = {
      title: route.i18nKey,
      name: route.name,
      fullPath,
      query: Object.fromEntries(new URLSearchParams(fullPath.slice(route.path.length + 1))),
      ignoreCache: route.ignoreCache === true,
    };
    if (route.name === WORKPLACE_TAB.name) tags[0] = tab;
    else if (!tags.some((t) => t.name === tab.name)) tags.push(tab);
  }
  return tags;
}

function save(): void {
  try {
    session()?.setItem(TABS_STORAGE_KEY, JSON.stringify(tabBarStore.tags));
  } catch {
    // storage full or blocked: the tabs still work for this page's life
  }
}

/** The tab bar (valtio): one tab per visited page, kept alive while open. */
export const tabBarStore = proxy<TabBarState>({ tags: readStoredTabs(session()), reloads: {} });

/** Records a visit: a tab for a new page, the latest URL for an open one. */
export function visitTab(tab: TabEntry): void {
  recordVisit(tab);
  const next = visit(tabBarStore.tags, tab);
  const same =
    next.length === tabBarStore.tags.length &&
    next.every((t, i) => {
      const old = tabBarStore.tags[i];
      return old?.name === t.name && old.fullPath === t.fullPath && old.title === t.title;
    });
  if (same) return;
  tabBarStore.tags = next;
  save();
}

/** Runs a close operation on the tab `name`; returns where to go if the page on screen was closed. */
export function runTabOperation(op: TabOperation, name: string, activeName: string): string | undefined {
  const tags = tabBarStore.tags;
  const result: TabChange =
    op === 'close'
      ? closeTab(tags, name, activeName)
      : op === 'closeLeft'
        ? closeLeft(tags, name, activeName)
        : op === 'closeRight'
          ? closeRight(tags, name, activeName)
          : op === 'closeOthers'
            ? closeOthers(tags, name, activeName)
            : closeAll(tags, activeName);
  tabBarStore.tags = result.tags;
  save();
  return result.navigateTo;
}

/** Back to the workplace tab alone; returns where to go if the page on screen was closed. */
export function resetTabs(activeName: string): string | undefined {
  return runTabOperation('closeAll', WORKPLACE_TAB.name, activeName);
}

/** Marks a page for a fresh mount (tab reload). */
export function bumpReload(name: string): void {
  tabBarStore.reloads[name] = (tabBarStore.reloads[name] ?? 0) + 1;
}

/** Drops the tabs the operator may no longer open (after a role switch); the workplace stays. */
export function pruneTabs(keep: (tab: TabEntry) => boolean): void {
  const next = tabBarStore.tags.filter((t, i) => i === 0 || keep(t));
  if (next.length === tabBarStore.tags.length) return;
  tabBarStore.tags = next;
  save();
}

/** Forgets every tab (logout). */
export function clearTabs(): void {
  clearRecent();
  tabBarStore.tags = [{ ...WORKPLACE_TAB }];
  tabBarStore.reloads = {};
  try {
    session()?.removeItem(TABS_STORAGE_KEY);
  } catch {
    // nothing kept
  }
}
