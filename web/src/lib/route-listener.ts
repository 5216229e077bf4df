/** What the guard announces before anything else on each navigation (spec §4, screens.md §2.1). */
export interface RouteChange {
  /** Catalogue route name, or 'notFound'. */
  name: string;
  pathname: string;
  search: string;
  /** i18n key of the route title. */
  i18nKey: string;
}

type Listener = (change: RouteChange) => void;

const listeners = new Set<Listener>();
let last: RouteChange | undefined;
let before: RouteChange | undefined;

/** Announces a route change to every listener. */
export function announceRoute(change: RouteChange): void {
  if (last && last.pathname !== change.pathname) before = last;
  last = change;
  for (const l of listeners) l(change);
}

/** Listens to route changes; the last one is replayed at once. Returns the unsubscribe function. */
export function listenRoute(listener: Listener): () => void {
  listeners.add(listener);
  if (last) listener(last);
  return () => listeners.delete(listener);
}

/**
 * The screen the operator was on before the current one (another path; a changed query string is the
 * same screen), or undefined: where a flow's "Back to …" returns.
 */
export function previousRoute(): RouteChange | undefined {
  return before;
}

/** Drops every listener (logout removes route listeners, spec §4). */
export function clearRouteListeners(): void {
  listeners.clear();
  last = undefined;
  before = undefined;
}
