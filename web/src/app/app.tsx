import { BlueprintProvider } from '@blueprintjs/core';
import { useCallback } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { StepUpHost } from '../components/step-up-host.tsx';
import { ApiProvider } from '../lib/api-context.tsx';
import { i18n } from '../lib/i18n.ts';
import { ChunkBoundary } from '../lib/lazy-chunk.ts';
import type { WebApi } from '../lib/web-api.ts';
import { SignedInKeyboard, SignedInShortcutSheet } from './palette/components/signed-in-keyboard.tsx';
import type { AppRouter } from './router.tsx';
import { builtRoutes } from './screens.ts';

/**
 * The console: Blueprint's providers (hotkeys, overlays, portals), i18n, the API (the one client,
 * provided once), and the router. The router
 * is made once outside React, so StrictMode's double render does not start the guard twice. Beside
 * the router: the command palette and the keyboard shortcuts (they navigate with the router); the
 * shortcut sheet replaces Blueprint's hotkeys dialog, so `?` shows one sheet. All three load once an
 * operator is signed in (signed-in-keyboard.tsx), keeping them off /login.
 */
export function App({ router, api }: { router: AppRouter; api: WebApi }) {
  const navigate = useCallback(
    (to: string, opts?: { state?: unknown }) => void router.navigate(to, opts),
    [router],
  );
  return (
    <BlueprintProvider
      hotkeysProviderRenderDialog={(state, { handleDialogClose }) => (
        <SignedInShortcutSheet
          isOpen={state.isDialogOpen}
          onClose={handleDialogClose}
          hotkeys={state.hotkeys}
          builtRoutes={builtRoutes}
        />
      )}
    >
      <I18nextProvider i18n={i18n}>
        <ApiProvider api={api}>
          <RouterProvider router={router} />
          {/* their code not loaded (the connection), the page stays; the notice offers Retry */}
          <ChunkBoundary>
            <SignedInKeyboard navigate={navigate} builtRoutes={builtRoutes} />
          </ChunkBoundary>
          <ChunkBoundary>
            <StepUpHost />
          </ChunkBoundary>
        </ApiProvider>
      </I18nextProvider>
    </BlueprintProvider>
  );
}
