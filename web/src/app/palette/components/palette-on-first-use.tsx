import type { RouteEntry } from '@opsdeck/shared/catalogue';
import { lazy, useCallback, useEffect, useRef, useState } from 'react';
import { withConsoleStrings } from '../../../lib/i18n.ts';
import { OPEN_PALETTE_EVENT } from '../../../lib/palette-bus.ts';
import { holdTypedKeys } from '../../../lib/typed-ahead.ts';
import { isMacPlatform, isOpenPaletteKey } from '../lib/palette-keys.ts';
import type { PaletteNavigate } from '../lib/result-pages.ts';

/** What the signed-in keyboard's parts are given: the router's navigate and the screens that exist. */
export interface SignedInKeyboardProps {
  navigate: PaletteNavigate;
  builtRoutes: readonly RouteEntry[];
}

// cmdk, the palette's pages and the re-issue flows, with the console's strings
const PaletteHost = lazy(
  withConsoleStrings(() => import('./palette-host.tsx').then((m) => ({ default: m.PaletteHost }))),
);

/**
 * The palette's own code (cmdk, its pages, the re-issue flows) loads the first time it is asked for:
 * Ctrl+K / ⌘K, the navbar's search button or another screen's request (OPEN_PALETTE_EVENT). That
 * first request is kept and replayed once the palette listens, and what is typed meanwhile is kept
 * for its search field (lib/typed-ahead.ts), so nothing typed is lost.
 */
export function PaletteOnFirstUse({ navigate, builtRoutes }: SignedInKeyboardProps) {
  const [wanted, setWanted] = useState(false);
  const pending = useRef<unknown>(null);
  useEffect(() => {
    if (wanted) return;
    const mac = isMacPlatform();
    const onKey = (e: KeyboardEvent) => {
      if (e.repeat || !isOpenPaletteKey(e, mac)) return;
      e.preventDefault();
      e.stopPropagation();
      pending.current = null;
      holdTypedKeys();
      setWanted(true);
    };
    const onEvent = (e: Event) => {
      pending.current = (e as CustomEvent).detail ?? null;
      holdTypedKeys();
      setWanted(true);
    };
    window.addEventListener('keydown', onKey, true);
    window.addEventListener(OPEN_PALETTE_EVENT, onEvent);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      window.removeEventListener(OPEN_PALETTE_EVENT, onEvent);
    };
  }, [wanted]);
  const onListening = useCallback(() => {
    window.dispatchEvent(new CustomEvent(OPEN_PALETTE_EVENT, { detail: pending.current }));
  }, []);
  if (!wanted) return null;
  return <PaletteHost navigate={navigate} builtRoutes={builtRoutes} onListening={onListening} />;
}
