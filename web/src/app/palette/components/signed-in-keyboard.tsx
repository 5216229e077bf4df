import type { HotkeyConfig } from '@blueprintjs/core';
import type { RouteEntry } from '@opsdeck/shared/catalogue';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { withConsoleStrings } from '../../../lib/i18n.ts';
import { OPEN_PALETTE_EVENT } from '../../../lib/palette-bus.ts';
import { userStore } from '../../../stores/user-store.ts';
import { isMacPlatform, isOpenPaletteKey } from '../lib/palette-keys.ts';
import type { PaletteNavigate } from '../lib/result-pages.ts';

// The palette, the shortcuts and their sheet only act for a signed-in operator (they need a
// role), so their code (the catalogue's actions and schemas, both languages' titles for matching)
// and the console's strings load after sign-in, not on /login; the palette itself (cmdk and its pages) on its first use.
const PaletteHost = lazy(
  withConsoleStrings(() => import('./palette-host.tsx').then((m) => ({ default: m.PaletteHost }))),
);
const ShortcutLayer = lazy(
  withConsoleStrings(() => import('./shortcut-layer.tsx').then((m) => ({ default: m.ShortcutLayer }))),
);
const ShortcutSheet = lazy(
  withConsoleStrings(() => import('./shortcut-sheet.tsx').then((m) => ({ default: m.ShortcutSheet }))),
);

/** The command palette and the keyboard shortcuts, mounted once an operator is signed in. */
export function SignedInKeyboard({
  navigate,
  builtRoutes,
}: {
  navigate: PaletteNavigate;
  builtRoutes: readonly RouteEntry[];
}) {
  const { role } = useSnapshot(userStore);
  if (!role) return null;
  return (
    <Suspense fallback={null}>
      <PaletteOnFirstUse navigate={navigate} builtRoutes={builtRoutes} />
      <ShortcutLayer navigate={navigate} builtRoutes={builtRoutes} />
    </Suspense>
  );
}

/**
 * The palette's own code (cmdk, its pages, the re-issue flows) loads the first time it is asked for:
 * Ctrl+K / ⌘K, the navbar's search button or another screen's request (OPEN_PALETTE_EVENT). That
 * first request is kept and replayed once the palette listens, so nothing typed is lost.
 */
function PaletteOnFirstUse({
  navigate,
  builtRoutes,
}: {
  navigate: PaletteNavigate;
  builtRoutes: readonly RouteEntry[];
}) {
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
      setWanted(true);
    };
    const onEvent = (e: Event) => {
      pending.current = (e as CustomEvent).detail ?? null;
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

/** Blueprint's hotkeys dialog, replaced by the shortcut sheet (loaded for a signed-in operator). */
export function SignedInShortcutSheet(props: {
  isOpen: boolean;
  onClose: () => void;
  hotkeys: readonly HotkeyConfig[];
  builtRoutes: readonly RouteEntry[];
}) {
  const { role } = useSnapshot(userStore);
  if (!role) return null;
  return (
    <Suspense fallback={null}>
      <ShortcutSheet {...props} />
    </Suspense>
  );
}
