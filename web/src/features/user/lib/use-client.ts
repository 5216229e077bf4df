import type { ApiClient } from '@opsdeck/shared/api';
import { useApi } from '../../../lib/api-context.tsx';

/** The API client of the user centre's screens (the app's one client, from the context). */
export function useClient(): ApiClient {
  return useApi();
}
