import type { HotkeyConfig } from '@blueprintjs/core';
import type { RouteEntry } from '@opsdeck/shared/catalogue';
import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { withConsoleStrings } from '../../../lib/i18n.ts';
import { userStore } from '../../../stores/user-store.ts';
import type { SignedInKeyboardProps } from './palette-on-first-use.tsx';

// The palette, the shortcuts and their sheet only act for a signed-in operator (they need a
// role), so their code (the catalogue's actions and schemas, both languages' titles for matching,
// the catalogue's key parsing) and the console's strings load after sign-in, not on /login; the
// palette itself (cmdk and its pages) on its first use. The palette's key listener and the shortcuts
// are one chunk in one Suspense boundary, so both are live in the same render.
const keyboardLayer = withConsoleStrings(() => import('./keyboard-layer.ts'));
const PaletteOnFirstUse = lazy(() => keyboardLayer().then((m) => ({ default: m.PaletteOnFirstUse })));
const ShortcutLayer = lazy(() => keyboardLayer().then((m) => ({ default: m.ShortcutLayer })));
const ShortcutSheet = lazy(
  withConsoleStrings(() => import('./shortcut-sheet.tsx').then((m) => ({ default: m.ShortcutSheet }))),
);

/** The command palette and the keyboard shortcuts, mounted once an operator is signed in. */
export function SignedInKeyboard({ navigate, builtRoutes }: SignedInKeyboardProps) {
  const { role } = useSnapshot(userStore);
  if (!role) return null;
  return (
    <Suspense fallback={null}>
      <PaletteOnFirstUse navigate={navigate} builtRoutes={builtRoutes} />
      <ShortcutLayer navigate={navigate} builtRoutes={builtRoutes} />
    </Suspense>
  );
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
