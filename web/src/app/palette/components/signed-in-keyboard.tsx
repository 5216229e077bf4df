import type { HotkeyConfig } from '@blueprintjs/core';
import type { RouteEntry } from '@opsdeck/shared/catalogue';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useWebApi } from '../../../lib/api-context.tsx';
import { isEarlyShortcutKey, takeEarlyKeys } from '../../../lib/early-keys.ts';
import { afterFirstScreen } from '../../../lib/first-screen.ts';
import { withConsoleStrings } from '../../../lib/i18n.ts';
import { lazyChunk } from '../../../lib/lazy-chunk.ts';
import { OPEN_PALETTE_EVENT } from '../../../lib/palette-bus.ts';
import { evaluateSchemaSteps } from '../../../lib/schema-steps.ts';
import { userStore } from '../../../stores/user-store.ts';
import { isMacPlatform, isOpenPaletteKey } from '../lib/palette-keys.ts';
import type { SignedInKeyboardProps } from './palette-on-first-use.tsx';

// The palette, the shortcuts and their sheet only act for a signed-in operator (they need a
// role), so their code (the catalogue's actions and schemas, both languages' titles for matching,
// the catalogue's key parsing) and the console's strings load after sign-in, not on /login; the
// palette itself (cmdk and its pages) on its first use. The palette's key listener and the shortcuts
// are one chunk in one Suspense boundary, so both are live in the same render.
let layerLoading: Promise<typeof import('./keyboard-layer.ts')> | null = null;
/** The layer's code, its schemas' chunks first, each evaluated in a task of its own (schema-steps.ts). */
function loadKeyboardLayer(): Promise<typeof import('./keyboard-layer.ts')> {
  layerLoading ??= evaluateSchemaSteps()
    .then(() => import('./keyboard-layer.ts'))
    .catch((error: unknown) => {
      layerLoading = null; // a later key or request tries again
      throw error;
    });
  return layerLoading;
}
const keyboardLayer = withConsoleStrings(loadKeyboardLayer);
const PaletteOnFirstUse = lazyChunk(() => keyboardLayer().then((m) => ({ default: m.PaletteOnFirstUse })));
const ShortcutLayer = lazyChunk(() => keyboardLayer().then((m) => ({ default: m.ShortcutLayer })));
const ShortcutSheet = lazyChunk(
  withConsoleStrings(() => import('./shortcut-sheet.tsx').then((m) => ({ default: m.ShortcutSheet }))),
);

/** Calls back once its Suspense boundary has mounted: its effect runs after its siblings', once they listen. */
function WhenListening({ onListening }: { onListening: () => void }) {
  useEffect(onListening, [onListening]);
  return null;
}

/**
 * The command palette and the keyboard shortcuts, mounted once an operator is signed in. Their code
 * (about 50 KB with the catalogue's argument schemas) loads after the first screen has drawn with its
 * first answers (afterFirstScreen), or at once when a key is pressed or the palette is asked for
 * first; the keys they may answer and the last request for the palette (a screen's button, the
 * navbar's search: OPEN_PALETTE_EVENT), made before they listen, are kept and replayed to them, so
 * none is lost.
 */
export function SignedInKeyboard({ navigate, builtRoutes }: SignedInKeyboardProps) {
  const { role } = useSnapshot(userStore);
  const api = useWebApi();
  const [phase, setPhase] = useState<'waiting' | 'loading' | 'live'>('waiting');
  const early = useRef<{ event: KeyboardEvent; ours: boolean }[]>([]);
  // the last request for the palette made before the layer listens ({ detail } of the event)
  const asked = useRef<{ detail: unknown } | null>(null);
  const live = useRef(false);
  useEffect(() => {
    if (!role || phase === 'live') return;
    let mounted = true;
    const load = () => mounted && setPhase((p) => (p === 'waiting' ? 'loading' : p));
    const mac = isMacPlatform();
    const onKey = (e: KeyboardEvent) => {
      if (!e.isTrusted || e.repeat || e.isComposing) return;
      // any key loads the layer at once; those it may answer are kept for it
      load();
      if (!isEarlyShortcutKey(e, mac)) return;
      // the browser's own Ctrl+K must not take the palette's key
      const ours = isOpenPaletteKey(e, mac);
      if (ours) {
        e.preventDefault();
        e.stopPropagation();
      }
      early.current.push({ event: e, ours });
    };
    const onAsk = (e: Event) => {
      if (live.current) return;
      asked.current = { detail: (e as CustomEvent).detail ?? null };
      load();
    };
    // the keys the entry kept from the console's first paint, before this listened (lib/early-keys.ts)
    const before = takeEarlyKeys();
    if (before.length > 0) {
      early.current.push(...before);
      load();
    }
    window.addEventListener('keydown', onKey, true);
    window.addEventListener(OPEN_PALETTE_EVENT, onAsk);
    // the page says that keys are kept (browser tests wait for it); 'on' once the layer listens
    document.body.dataset.shortcuts ??= 'kept';
    if (phase === 'waiting') void afterFirstScreen(api.whenQuiet).then(load);
    return () => {
      mounted = false;
      window.removeEventListener('keydown', onKey, true);
      window.removeEventListener(OPEN_PALETTE_EVENT, onAsk);
      if (document.body.dataset.shortcuts === 'kept') delete document.body.dataset.shortcuts;
    };
  }, [role, phase, api]);
  const onListening = useCallback(() => {
    live.current = true;
    setPhase('live');
    // Only keys the page did not take (a list's j or ], which it marks handled), and to the body, so
    // that the page's own handlers, which saw the key on its first trip, do not see it again.
    for (const { event, ours } of early.current.splice(0)) {
      if (event.defaultPrevented && !ours) continue;
      const { key, code, ctrlKey, metaKey, shiftKey, altKey } = event;
      document.body.dispatchEvent(
        new KeyboardEvent('keydown', {
          key,
          code,
          ctrlKey,
          metaKey,
          shiftKey,
          altKey,
          bubbles: true,
          cancelable: true,
        }),
      );
    }
    const request = asked.current;
    asked.current = null;
    if (request) window.dispatchEvent(new CustomEvent(OPEN_PALETTE_EVENT, { detail: request.detail }));
  }, []);
  if (!role || phase === 'waiting') return null;
  return (
    <Suspense fallback={null}>
      <PaletteOnFirstUse navigate={navigate} builtRoutes={builtRoutes} />
      <ShortcutLayer navigate={navigate} builtRoutes={builtRoutes} />
      <WhenListening onListening={onListening} />
    </Suspense>
  );
}

/**
 * Blueprint's hotkeys dialog, replaced by the shortcut sheet (loaded for a signed-in operator, the
 * first time it opens; it stays mounted after, so it closes with its transition).
 */
export function SignedInShortcutSheet(props: {
  isOpen: boolean;
  onClose: () => void;
  hotkeys: readonly HotkeyConfig[];
  builtRoutes: readonly RouteEntry[];
}) {
  const { role } = useSnapshot(userStore);
  const [opened, setOpened] = useState(false);
  if (props.isOpen && !opened) setOpened(true);
  if (!role || !(opened || props.isOpen)) return null;
  return (
    <Suspense fallback={null}>
      <ShortcutSheet {...props} />
    </Suspense>
  );
}
