import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { dropEarlyAnswer } from '../lib/early-data.ts';
import { afterFirstScreen } from '../lib/first-screen.ts';
import type { WebApi } from '../lib/web-api.ts';
import { App } from './app.tsx';
import { createAppRouter } from './router.tsx';
import { wireProfileLanguage, wireSession } from './session-wiring.ts';

/**
 * Draws the console (its router, guard, shell and palette) into the page's root, at the address the
 * browser shows. `main.tsx` loads this module when the first page is not the login screen drawn on
 * its own, or once the operator has signed in there. A session only ends in the console, so the
 * stores' reset at its end is wired here.
 */
export function startConsole(root: Root, api: WebApi): void {
  wireSession(api);
  wireProfileLanguage(api);
  const router = createAppRouter(api);
  // the first screen's data call that index.html made is for that screen's first call only
  void afterFirstScreen(api.whenQuiet).then(dropEarlyAnswer);
  // a transition: React draws the console in slices of a few milliseconds, yielding to the browser
  // between them, instead of one task of the whole shell and screen (tens of ms on a slow phone)
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} api={api} />
      </StrictMode>,
    );
  });
}
