import { BlueprintProvider } from '@blueprintjs/core';
import type { ApiClient } from '@opsdeck/shared/api';
import { createSession, memoryTokenStore } from '@opsdeck/shared/auth';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { ApiProvider } from '../lib/api-context.tsx';
import { markScreenDrawn } from '../lib/first-screen.ts';
import { i18n } from '../lib/i18n.ts';
import { createWebApi, type WebApi } from '../lib/web-api.ts';

export interface TestApiOptions {
  /** Where the client sends its calls (a test server, a mock layer); '/api' by default. */
  baseURL?: string;
  /** The signed-in token; 'test-token' by default, null for signed out. */
  token?: string | null;
  /** A ready client (e.g. `stubClient()`), used instead of one over `baseURL`. */
  client?: ApiClient;
}

/** A WebApi for tests: a real client over `baseURL` (or the given client) and an in-memory token. */
export function testWebApi(opts: TestApiOptions = {}): WebApi {
  const tokenStore = memoryTokenStore(opts.token === undefined ? 'test-token' : opts.token);
  const api = createWebApi({ baseURL: opts.baseURL ?? '/api', tokenStore });
  if (!opts.client) return api;
  return { ...api, client: opts.client, session: createSession(opts.client, tokenStore, {}) };
}

/** The app's providers around a component: Blueprint, i18n and the API (no router). */
export function AppProviders({ api, children }: { api: WebApi; children: ReactNode }) {
  return (
    <BlueprintProvider>
      <I18nextProvider i18n={i18n}>
        <ApiProvider api={api}>{children}</ApiProvider>
      </I18nextProvider>
    </BlueprintProvider>
  );
}

export interface RenderWithAppOptions extends TestApiOptions {
  /** A WebApi made by the test (overrides baseURL, token and client). */
  api?: WebApi;
  /** The router's first location ('/' by default); `false` renders no router (the test brings one). */
  route?: string | false;
}

/**
 * Renders a component as the app would: inside the app's providers, with a client pointing at the
 * given base URL (or a given client), and inside a memory router at `route`.
 */
export function renderWithApp(
  ui: ReactElement,
  opts: RenderWithAppOptions = {},
): RenderResult & { api: WebApi } {
  const api = opts.api ?? testWebApi(opts);
  const route = opts.route ?? '/';
  const wrap = (node: ReactNode) => (
    <AppProviders api={api}>
      {route === false ? node : <MemoryRouter initialEntries={[route]}>{node}</MemoryRouter>}
    </AppProviders>
  );
  // a screen rendered on its own is the first screen (what waits for it, lib/first-screen.ts, goes on)
  markScreenDrawn();
  const view = render(wrap(ui));
  return { ...view, rerender: (next: ReactNode) => view.rerender(wrap(next)), api };
}
