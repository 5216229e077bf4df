import { useEffect } from 'react';
import { useWebApi } from './api-context.tsx';
import { afterFirstScreen } from './first-screen.ts';

/**
 * Loads what a screen needs only once it is in use (a form's checks, a schema), after its first
 * screen has been drawn and the page's requests have gone quiet. A failed load is left to whoever
 * needs it next (a save loads it again and says if it cannot). `load` should keep its identity
 * (a module's function), or it runs again on each change.
 */
export function useLoadAfterFirstScreen(load: () => Promise<unknown>): void {
  const { whenQuiet } = useWebApi();
  useEffect(() => {
    void afterFirstScreen(whenQuiet)
      .then(load)
      .catch(() => undefined);
  }, [whenQuiet, load]);
}
