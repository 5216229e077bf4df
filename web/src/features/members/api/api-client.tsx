import type { ApiClient } from '@opsdeck/shared/api';
import { createContext, type ReactNode, useContext } from 'react';
import { api } from '../../../lib/api.ts';

const ApiClientContext = createContext<ApiClient>(api);

/**
 * Supplies the API client to the member screens. The console uses the browser's client (the
 * default); tests pass a client over a stub adapter so they need no server.
 */
export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

/** The API client of the member screens. */
export function useApiClient(): ApiClient {
  return useContext(ApiClientContext);
}
