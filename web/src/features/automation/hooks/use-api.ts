import type { ApiClient } from '@opsdeck/shared/api';
import { api } from '../../../lib/api.ts';

/** The API client of the automation screen: the ONE place this feature gets it. */
export function useAutomationApi(): ApiClient {
  return api;
}
