import { useApi } from '../../lib/api-context.tsx';

/** The analysis screens' API client: the app's one client, from the context. */
export function useAnalysisApi() {
  return useApi();
}
