import { TOKEN_STORAGE_KEY } from '@opsdeck/shared/auth';
import { cleanup, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { WebApi } from '../../lib/web-api.ts';
import { setProfile, userStore } from '../../stores/user-store.ts';
import { renderWithApp } from '../../testing/render-with-app.tsx';
import { profileOf, type World } from '../data/world.ts';
import { issueToken } from '../http/route.ts';
import { installLayoutShim } from './layout-shim.ts';

/**
 * Renders one console screen as the app does (the app's providers and one API client, a router at
 * `url`), signed in as the demo `role` against the mock API of `mockApiForTests()`.
 */
export function renderScreen(
  ui: ReactElement,
  opts: { world: World; url?: string; role?: 'admin' | 'user'; signedOut?: boolean },
): RenderResult & { api: WebApi } {
  installLayoutShim();
  const operator = opts.world.operators.find((o) => o.role === (opts.role ?? 'admin'));
  if (!operator) throw new Error(`no mock operator with role ${opts.role}`);
  const token = opts.signedOut ? null : issueToken(opts.world, operator.id);
  if (token) {
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
    // who is signed in, as the guard stores it after sign-in (screens read their role from it)
    setProfile(profileOf(operator));
  }
  return renderWithApp(ui, { token, route: opts.url ?? '/' });
}

/** Unmounts the screen and signs out: the token, the user store and anything stored (afterEach). */
export function cleanupScreen(): void {
  cleanup();
  userStore.profile = null;
  userStore.role = '';
  localStorage.clear();
}
