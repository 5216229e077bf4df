import type { ApiClient } from '@opsdeck/shared/api';
import { api } from '../../../lib/api.ts';

/** The API client of the approval screens: the ONE place this feature gets it. */
export function useApprovalsApi(): ApiClient {
  return api;
}
