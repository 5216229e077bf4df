import { api } from '../../lib/api.ts';

/** The analysis screens' API client (the one place in this feature that knows where it comes from). */
export function useAnalysisApi() {
  return api;
}
