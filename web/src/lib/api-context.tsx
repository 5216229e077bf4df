import type { ApiClient } from '@opsdeck/shared/api';
import type { Session } from '@opsdeck/shared/auth';
import { createContext, type ReactNode, useContext } from 'react';
import type { WebApi } from './web-api.ts';

const ApiContext = createContext<WebApi | null>(null);

/**
 * Provides the console's API (client, session) to every screen. The app renders it once, around
 * the router and the palette (`app/app.tsx`); tests render it with a client of their own
 * (`testing/render-with-app.tsx`).
 */
export function ApiProvider({ api, children }: { api: WebApi; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

/** The whole WebApi (client, session, token store, session end). */
export function useWebApi(): WebApi {
  const api = useContext(ApiContext);
  if (!api)
    throw new Error('useApi() outside <ApiProvider>: render the component inside the app or renderWithApp()');
  return api;
}

/** The API client: pass it to the shared fetchers (`getMember(api, id)`). */
export function useApi(): ApiClient {
  return useWebApi().client;
}

/** Sign-in, sign-out and profile over the provided client. */
export function useSession(): Session {
  return useWebApi().session;
}
