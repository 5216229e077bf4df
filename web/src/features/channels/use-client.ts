import type { ApiClient } from '@opsdeck/shared/api';
import { api } from '../../lib/api.ts';

/** The API client of the channel screens (the one place to change when the client comes from context). */
export function useClient(): ApiClient {
  return api;
}
