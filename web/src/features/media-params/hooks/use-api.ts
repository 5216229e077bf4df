import type { ApiClient } from '@opsdeck/shared/api';
import { api } from '../../../lib/api.ts';

/** The API client of the media parameter form: the ONE place this feature gets it. */
export function useMediaApi(): ApiClient {
  return api;
}
