import type { RouteEntry } from '@opsdeck/shared/catalogue';
import {
  Activity,
  type ContextType,
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
} from 'react';
import { UNSAFE_LocationContext, useOutlet } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { NotFoundPage } from '../../features/exception/components/not-found-page.tsx';
import { appSettingsStore } from '../../stores/app-settings-store.ts';
import { tabBarStore } from '../../stores/tab-bar-store.ts';
import { resolveTarget } from '../guard/decide.ts';
import { hasScreen } from '../screens.ts';

type LocationContextValue = ContextType<typeof UNSAFE_LocationContext>;

interface CachedPage {
  element: ReactNode;
  /** The router location the page last rendered with; an inactive page keeps seeing it. */
  location: LocationContextValue;
}

/** A page gets a tab when it is a signed-in screen that exists and is not left out of tabs. */
export function isTabbable(route: RouteEntry): boolean {
  return route.requiresAuth && !route.noTab && route.name !== 'Redirect' && hasScreen(route.name);
}

/**
 * Keep-alive for the tab bar (screens.md §1.2/§3.2, without the template's cache bugs): the
 * rendered page of every open tab stays mounted in a React `<Activity>` and is hidden while another
 * page is on screen, so its state (filters, unsaved input, loaded rows) is there when you come back.
 *
 * - A hidden page keeps the router location it had (its URL query stays its own) and Activity
 *   pauses its effects (no listeners, no fetches, no shortcuts while hidden; they resume on return).
 * - Only open tabs with the tab bar on are kept; `ignoreCache` and `noTab` routes never are;
 *   closing a tab unmounts its page; a tab reload mounts it afresh (a new key).
 * - The scroll position of the page area is remembered per kept page and restored on return; any
 *   other navigation to a new page starts at the top (spec §2).
 */
export function KeepAliveOutlet({
  notFound,
  scroller,
}: {
  notFound: boolean;
  scroller: RefObject<HTMLElement | null>;
}) {
  const outlet = useOutlet();
  const location = useContext(UNSAFE_LocationContext);
  const { pathname } = location.location;
  const { tabBar } = useSnapshot(appSettingsStore);
  const { tags, reloads } = useSnapshot(tabBarStore);
  const cache = useRef(new Map<string, CachedPage>());
  const positions = useRef(new Map<string, number>());

  const route = resolveTarget(pathname);
  const currentKey = !notFound && isTabbable(route) && !route.ignoreCache ? route.name : null;
  // Idempotent bookkeeping during render, so the page on screen is in its slot from its first render.
  if (currentKey) cache.current.set(currentKey, { element: outlet, location });
  const open = new Set(tabBar ? tags.filter((t) => !t.ignoreCache).map((t) => t.name) : []);
  for (const name of [...cache.current.keys()]) {
    if (name !== currentKey && !open.has(name)) cache.current.delete(name);
  }

  const keyRef = useRef(currentKey);
  keyRef.current = currentKey;
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const onScroll = () => {
      if (keyRef.current) positions.current.set(keyRef.current, el.scrollTop);
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, [scroller]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: restore or reset on each new path
  useLayoutEffect(() => {
    for (const name of [...positions.current.keys()]) {
      if (!cache.current.has(name)) positions.current.delete(name);
    }
    const el = scroller.current;
    if (el) el.scrollTop = (currentKey && positions.current.get(currentKey)) || 0;
  }, [pathname]);

  return (
    <>
      {[...cache.current.entries()].map(([name, page]) => (
        <Activity key={`${name}#${reloads[name] ?? 0}`} mode={name === currentKey ? 'visible' : 'hidden'}>
          <UNSAFE_LocationContext.Provider value={page.location}>
            {page.element}
          </UNSAFE_LocationContext.Provider>
        </Activity>
      ))}
      {currentKey ? null : notFound ? (
        <NotFoundPage key="not-found" />
      ) : (
        <Uncached key={pathname}>{outlet}</Uncached>
      )}
    </>
  );
}

/** A page that is not kept (ignoreCache, noTab, the redirect page). */
function Uncached({ children }: { children: ReactNode }) {
  return children;
}
