import { getApproval, listApprovals } from '@opsdeck/shared/api';
import type { ApprovalStatus } from '@opsdeck/shared/schemas';
import { useFetch } from '../../../lib/use-fetch.ts';

/** The requests of one status (or all), newest first; `reload` fetches again. */
export function useApprovalList(status: ApprovalStatus | undefined) {
  return useFetch(status ?? 'all', (client) => listApprovals(client, status ? { status } : {}));
}

/** One request with its operation log (none selected: nothing is loaded). */
export function useApprovalDetail(id: number | undefined) {
  return useFetch(id === undefined ? null : String(id), (client) => getApproval(client, id as number));
}
