import { env } from '../../config/env.ts';
import { api, tokenStore } from '../../lib/api.ts';
import { currentLocale } from '../../lib/i18n.ts';

/**
 * The monitor's way to the API (the one place in this feature that knows where the client comes
 * from): the shared client, and what the event stream needs to open its own request.
 */
export function useMonitorApi() {
  return {
    client: api,
    stream: () => ({ baseURL: env.apiBaseUrl, token: tokenStore.get(), locale: currentLocale() }),
  };
}
