import { BlueprintProvider } from '@blueprintjs/core';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { i18n } from '../lib/i18n.ts';
import type { AppRouter } from './router.tsx';

/**
 * The console: Blueprint's providers (hotkeys, overlays, portals), i18n, and the router. The router
 * is made once outside React, so StrictMode's double render does not start the guard twice.
 */
export function App({ router }: { router: AppRouter }) {
  return (
    <BlueprintProvider>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </BlueprintProvider>
  );
}
