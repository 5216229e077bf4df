// the form fields' label column (components/form/field.css), first as it was as a stylesheet of its
// own (the login form's chunk's): in the first stylesheet, not one more request before any paint
import './components/form/field.css';
// Blueprint's styles for what /login draws; the rest comes with the signed-in shell (layout-route.tsx)
import 'virtual:blueprint-first.css';
import '@blueprintjs/core/lib/css/blueprint-design-tokens.css';
// the navigation bar's own styles (lib/progress.ts): 0.3 KB here rather than a request of their own
import 'nprogress/nprogress.css';
import './app/styles.css';
import './app/a11y.css';
import './lib/icons.ts';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createBrowserApi } from './app/browser-api.ts';
import { bootTarget } from './app/root/boot-target.ts';
import { StandaloneLogin } from './app/root/standalone-login.tsx';
import { wireChrome } from './app/root/wire-chrome.ts';
import { installChunkImport } from './lib/chunk-import.ts';
import { keepEarlyKeys } from './lib/early-keys.ts';
import { fetchProfileEarly } from './lib/early-profile.ts';
import { currentLocale, i18nReady } from './lib/i18n.ts';
import { warmIntl } from './lib/intl-formats.ts';
import { pathTo } from './lib/route-links.ts';
import { listenForStaleChunks } from './lib/stale-chunk.ts';
import { stylesheetsFirst } from './lib/stylesheet-order.ts';
import type { WebApi } from './lib/web-api.ts';
import { yieldToMain } from './lib/yield-to-main.ts';

/** Loads the console (router, guard, shell) and draws it at the current address. */
async function startConsole(root: Root, api: WebApi): Promise<void> {
  const { startConsole: start } = await import('./app/start-console.tsx');
  // evaluating the console's code and building its router: two tasks, not one
  await yieldToMain();
  start(root, api);
}

async function boot(): Promise<void> {
  // a chunk that failed is asked for again under a fresh URL (lib/chunk-import.ts)
  installChunkImport();
  // a chunk that did not load: say why (the connection, or a deploy since this page opened)
  listenForStaleChunks();
  // the page's stylesheet, linked after #root so that the boot screen paints first, goes first in
  // the cascade before any screen's stylesheet is added
  stylesheetsFirst();
  // The mock API (npm run dev:mock) must answer before the first request goes out. The flag is a
  // literal from vite.config.ts: false in a build, so this import is not bundled.
  if (__OPSDECK_MOCK_API__) await (await import('./mock/browser.ts')).startMockApi();
  const api = createBrowserApi();
  const signedIn = !!api.tokenStore.get();
  const target = bootTarget(window.location.pathname, signedIn);
  // the guard's first question, asked beside the strings and the console's code
  if (target === 'console' && signedIn) {
    // Ctrl+K and the shortcuts pressed before the keyboard layer listens are kept for it
    keepEarlyKeys();
    fetchProfileEarly(api.client);
    // the ICU data, loaded in tasks of their own rather than in the first screen's render
    warmIntl(currentLocale());
  }
  await i18nReady;
  wireChrome();

  const element = document.getElementById('root');
  if (!element) throw new Error('index.html has no #root element');
  const root = createRoot(element);
  if (target === 'console') {
    await startConsole(root, api);
    return;
  }
  // Signed out on /login (or /): the login screen alone; the console loads once signed in.
  const login = pathTo('/login');
  if (window.location.pathname !== login) window.history.replaceState(null, '', login);
  const onSignedIn = (to: string) => {
    keepEarlyKeys();
    window.history.replaceState(null, '', to);
    // if the console's code cannot be fetched, a full load of the target starts it (now signed in)
    startConsole(root, api).catch(() => window.location.assign(to));
  };
  root.render(
    <StrictMode>
      <StandaloneLogin api={api} onSignedIn={onSignedIn} />
    </StrictMode>,
  );
}

void boot();
