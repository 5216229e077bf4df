import type { ApiClient } from '@opsdeck/shared/api';
import { api } from '../../../lib/api.ts';

/** The API client of the user centre's screens: the one place that says where it comes from. */
export function useClient(): ApiClient {
  return api;
}
