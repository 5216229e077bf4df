import type { ApiClient } from '@opsdeck/shared/api';
import { useApi } from '../../lib/api-context.tsx';

/** The API client of the set screens (the one place to change when the client comes from context). */
export function useClient(): ApiClient {
  return useApi();
}
