import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/core/lib/css/blueprint-design-tokens.css';
import './app/styles.css';
import './lib/icons.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createBrowserApi } from './app/browser-api.ts';
import { wireChrome } from './app/root/wire-chrome.ts';
import { createAppRouter } from './app/router.tsx';
import { wireSession } from './app/session-wiring.ts';

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
