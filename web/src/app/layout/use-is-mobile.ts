import { useSyncExternalStore } from 'react';

/** Below 992 px the console is in mobile mode: the menu moves into a drawer (screens.md §1.2). */
export const MOBILE_QUERY = '(max-width: 991.98px)';

function subscribe(onChange: () => void): () => void {
  const mql = window.matchMedia(MOBILE_QUERY);
  mql.addEventListener('change', onChange);
  return () => mql.removeEventListener('change', onChange);
}

/** True while the viewport is narrower than 992 px. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => false,
  );
}
