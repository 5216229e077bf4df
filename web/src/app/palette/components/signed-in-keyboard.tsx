import type { HotkeyConfig } from '@blueprintjs/core';
import type { RouteEntry } from '@opsdeck/shared/catalogue';
import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { userStore } from '../../../stores/user-store.ts';

// The palette, the shortcuts and their sheet only act for a signed-in operator (they need a
// role), so their code (cmdk, the catalogue's actions and schemas, both languages' titles for
// matching) loads after sign-in, not on /login.
const PaletteHost = lazy(() => import('./palette-host.tsx').then((m) => ({ default: m.PaletteHost })));
const ShortcutLayer = lazy(() => import('./shortcut-layer.tsx').then((m) => ({ default: m.ShortcutLayer })));
const ShortcutSheet = lazy(() => import('./shortcut-sheet.tsx').then((m) => ({ default: m.ShortcutSheet })));

/** The command palette and the keyboard shortcuts, mounted once an operator is signed in. */
export function SignedInKeyboard({
  navigate,
  builtRoutes,
}: {
  navigate: (to: string) => void;
  builtRoutes: readonly RouteEntry[];
}) {
  const { role } = useSnapshot(userStore);
  if (!role) return null;
  return (
    <Suspense fallback={null}>
      <PaletteHost navigate={navigate} builtRoutes={builtRoutes} />
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
