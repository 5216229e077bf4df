import { sectionOf } from './route-links.ts';
import { previousRoute } from './route-listener.ts';

/** Where a flow was opened from: the screen's path (with its query) and its title's i18n key. */
export interface RouteOrigin {
  path: string;
  i18nKey: string;
}

/**
 * The screen a flow at `flowPath` was opened from: the one kept in the router state (a result page's
 * "Return for correction" carries it back), else the screen before this one, unless that was the flow
 * itself or a result page. Undefined when the flow was the first screen.
 */
export function routeOriginOf(state: unknown, flowPath: string): RouteOrigin | undefined {
  const kept = (state as { from?: unknown } | null)?.from;
  if (kept && typeof kept === 'object') {
    const { path, i18nKey } = kept as Record<string, unknown>;
    if (typeof path === 'string' && path.startsWith('/') && typeof i18nKey === 'string')
      return { path, i18nKey };
  }
  const before = previousRoute();
  if (!before || before.name === 'notFound') return undefined;
  if (before.pathname === flowPath || before.pathname.startsWith(sectionOf('/result/success')))
    return undefined;
  return { path: `${before.pathname}${before.search}`, i18nKey: before.i18nKey };
}
