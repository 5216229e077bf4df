import type { RouteEntry } from '@opsdeck/shared/catalogue';
import { useCallback, useEffect, useRef, useState } from 'react';
import { withConsoleStrings } from '../../../lib/i18n.ts';
import { askChunksAgain, ChunkBoundary, lazyChunk } from '../../../lib/lazy-chunk.ts';
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
const PaletteHost = lazyChunk(
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
    const want = () => {
      holdTypedKeys();
      // asked again after its code failed: load it again
      if (failed.current) {
        failed.current = false;
        askChunksAgain();
      }
      setWanted(true);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.repeat || !isOpenPaletteKey(e, mac)) return;
      e.preventDefault();
      e.stopPropagation();
      pending.current = null;
      want();
    };
    const onEvent = (e: Event) => {
      pending.current = (e as CustomEvent).detail ?? null;
      want();
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
  const failed = useRef(false);
  const onChunkError = useCallback(() => {
    failed.current = true;
    setWanted(false);
  }, []);
  if (!wanted) return null;
  // its code not loaded: the notice says why; the next Ctrl+K (or the notice's Retry) loads it again
  return (
    <ChunkBoundary onChunkError={onChunkError}>
      <PaletteHost navigate={navigate} builtRoutes={builtRoutes} onListening={onListening} />
    </ChunkBoundary>
  );
}
