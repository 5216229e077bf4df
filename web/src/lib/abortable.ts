import type { ApiClient } from '@opsdeck/shared/api';

/**
 * The same client with an AbortSignal on every call, so a shared fetcher (which takes no request
 * options) is cancelled when its view changes. The client rejects aborted calls with a CancelError
 * and shows no toast for them.
 */
export function abortable(client: ApiClient, signal: AbortSignal): ApiClient {
  return { axios: client.axios, request: (config) => client.request({ ...config, signal }) };
}

/** True for a rejection caused by our own abort (nothing to show). */
export function isCancelled(error: unknown, signal?: AbortSignal): boolean {
  return (signal?.aborted ?? false) || (error instanceof Error && error.name === 'CancelError');
}
