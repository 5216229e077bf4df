import { BlueprintProvider } from '@blueprintjs/core';
import { TOKEN_STORAGE_KEY } from '@opsdeck/shared/auth';
import { cleanup, type RenderResult, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { i18n } from '../../lib/i18n.ts';
import type { World } from '../data/world.ts';
import { issueToken } from '../http/route.ts';
import { installLayoutShim } from './layout-shim.ts';

/**
 * Renders one console screen as the app does (Blueprint's providers, i18n, a router at `url`),
 * signed in as the demo `role` against the mock API of `mockApiForTests()`. Screens reach the API
 * through the console's own client (web/src/lib/api.ts), which the mock answers.
 *
 * The one place screen tests wire the API client: when the client is provided by a React context,
 * wrap `ui` in that provider here and every mock-backed screen test follows.
 */
export function renderScreen(
  ui: ReactElement,
  opts: { world: World; url?: string; role?: 'admin' | 'user' },
): RenderResult {
  installLayoutShim();
  const operator = opts.world.operators.find((o) => o.role === (opts.role ?? 'admin'));
  if (!operator) throw new Error(`no mock operator with role ${opts.role}`);
  localStorage.setItem(TOKEN_STORAGE_KEY, issueToken(opts.world, operator.id));
  return render(
    <BlueprintProvider>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[opts.url ?? '/']}>{ui}</MemoryRouter>
      </I18nextProvider>
    </BlueprintProvider>,
  );
}

/** Unmounts the screen and signs out (afterEach). */
export function cleanupScreen(): void {
  cleanup();
  localStorage.removeItem(TOKEN_STORAGE_KEY);
}
