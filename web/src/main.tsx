// Blueprint's styles for what /login draws; the rest comes with the signed-in shell (layout-route.tsx)
import 'virtual:blueprint-first.css';
import '@blueprintjs/core/lib/css/blueprint-design-tokens.css';
import './app/styles.css';
import './app/a11y.css';
import './lib/icons.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createBrowserApi } from './app/browser-api.ts';
import { wireChrome } from './app/root/wire-chrome.ts';
import { createAppRouter } from './app/router.tsx';
import { wireSession } from './app/session-wiring.ts';
import { i18nReady } from './lib/i18n.ts';

async function boot(): Promise<void> {
  // The mock API (npm run dev:mock) must answer before the first request goes out. The flag is a
  // literal from vite.config.ts: false in a build, so this import is not bundled.
  if (__OPSDECK_MOCK_API__) await (await import('./mock/browser.ts')).startMockApi();
  await i18nReady;
  const api = createBrowserApi();
  wireSession(api);
  wireChrome();
  const router = createAppRouter(api);

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App router={router} api={api} />
    </StrictMode>,
  );
}

void boot();
