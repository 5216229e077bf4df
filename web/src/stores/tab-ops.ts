import { DEFAULT_ROUTE_NAME, DEFAULT_ROUTE_PATH, routeByName } from '@opsdeck/shared/catalogue';

/** A tab of the tab bar (spec §3): title (an i18n key), route name, fullPath, query, ignoreCache. */
export interface TabEntry {
  title: string;
  name: string;
  fullPath: string;
  query: Record<string, string>;
  ignoreCache: boolean;
}

/** What a close operation leaves, and where to go when it closed the page on screen. */
export interface TabChange {
  tags: TabEntry[];
  navigateTo?: string;
}

/** The default tab (spec §2): the workplace, always first, never closed. */
export const WORKPLACE_TAB: TabEntry = {
  title: routeByName(DEFAULT_ROUTE_NAME)?.i18nKey ?? 'menu.dashboard.workplace',
  name: DEFAULT_ROUTE_NAME,
  fullPath: DEFAULT_ROUTE_PATH,
  query: {},
  ignoreCache: false,
};

/**
 * One tab per page (route name): a new page is added at the end; a page already open keeps its
 * place and takes the latest URL, so its query (a list's filters) comes back with it.
 */
export function visit(tags: readonly TabEntry[], tab: TabEntry): TabEntry[] {
  const at = tags.findIndex((t) => t.name === tab.name);
  if (at === -1) return [...tags, tab];
  const old = tags[at]!;
  if (old.fullPath === tab.fullPath && old.title === tab.title) return [...tags];
  return tags.map((t, i) => (i === at ? { ...tab } : t));
}

function change(tags: TabEntry[], activeName: string, fallback: TabEntry | undefined): TabChange {
  if (tags.some((t) => t.name === activeName) || !fallback) return { tags };
  return { tags, navigateTo: fallback.fullPath };
}

/** Close one tab (not the first); closing the page on screen goes to the tab before it. */
export function closeTab(tags: readonly TabEntry[], name: string, activeName: string): TabChange {
  const at = tags.findIndex((t) => t.name === name);
  if (at <= 0) return { tags: [...tags] };
  const rest = tags.filter((_, i) => i !== at);
  return change(rest, activeName, rest[at - 1]);
}

/** Close the tabs between the first one and this one. */
export function closeLeft(tags: readonly TabEntry[], name: string, activeName: string): TabChange {
  const at = tags.findIndex((t) => t.name === name);
  if (at <= 1) return { tags: [...tags] };
  const rest = [tags[0]!, ...tags.slice(at)];
  return change(rest, activeName, tags[at]);
}

/** Close every tab after this one. */
export function closeRight(tags: readonly TabEntry[], name: string, activeName: string): TabChange {
  const at = tags.findIndex((t) => t.name === name);
  if (at === -1) return { tags: [...tags] };
  const rest = tags.slice(0, at + 1);
  return change(rest, activeName, tags[at]);
}

/** Keep the first tab and this one. */
export function closeOthers(tags: readonly TabEntry[], name: string, activeName: string): TabChange {
  const at = tags.findIndex((t) => t.name === name);
  if (at === -1) return { tags: [...tags] };
  const rest = at === 0 ? [tags[0]!] : [tags[0]!, tags[at]!];
  return change(rest, activeName, tags[at]);
}

/** Back to the workplace tab alone (spec §2: the tab list can be reset to it). */
export function closeAll(tags: readonly TabEntry[], activeName: string): TabChange {
  const first = tags[0]?.name === WORKPLACE_TAB.name ? tags[0] : WORKPLACE_TAB;
  return change([first], activeName, first);
}

/** Which context-menu entries apply to this tab (screens.md §3.2). */
export interface TabMenuState {
  reload: boolean;
  close: boolean;
  closeLeft: boolean;
  closeRight: boolean;
  closeOthers: boolean;
  closeAll: boolean;
}

export function tabMenuState(tags: readonly TabEntry[], name: string, activeName: string): TabMenuState {
  const at = tags.findIndex((t) => t.name === name);
  return {
    reload: name === activeName,
    close: at > 0,
    closeLeft: at > 1,
    closeRight: at !== -1 && at < tags.length - 1,
    closeOthers: tags.length > (at === 0 ? 1 : 2),
    closeAll: tags.length > 1,
  };
}
