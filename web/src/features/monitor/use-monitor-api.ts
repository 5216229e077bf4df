import { env } from '../../config/env.ts';
import { useWebApi } from '../../lib/api-context.tsx';
import { currentLocale } from '../../lib/i18n.ts';

/**
 * The monitor's way to the API: the app's one client (from the context), and what the event
 * stream needs to open its own request.
 */
export function useMonitorApi() {
  const { client, tokenStore } = useWebApi();
  return {
    client,
    stream: () => ({ baseURL: env.apiBaseUrl, token: tokenStore.get(), locale: currentLocale() }),
  };
}
