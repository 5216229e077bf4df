import { listMembers } from '@opsdeck/shared/api';
import type { MemberRow } from '@opsdeck/shared/schemas';
import { useFetch } from '../../../lib/use-fetch.ts';

/** How long typing must pause before the search is sent. */
export const MEMBER_SEARCH_DEBOUNCE_MS = 250;
/** How many members the picker offers. */
export const MEMBER_SEARCH_LIMIT = 10;

/** The picker's search: idle (no query), loading, the found members, or a failure. */
export type MemberSearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; items: MemberRow[]; total: number }
  | { status: 'error'; message: string };

/**
 * Searches GET /admin/members?q= (visible id, phone or nickname) after a pause in typing; a newer
 * query aborts the request of an older one, so results never arrive out of order.
 */
export function useMemberSearch(query: string, delayMs = MEMBER_SEARCH_DEBOUNCE_MS): MemberSearchState {
  const q = query.trim();
  const found = useFetch(
    q === '' ? null : q,
    (client) => listMembers(client, { q, pageSize: MEMBER_SEARCH_LIMIT }),
    { delayMs },
  );
  if (q === '') return { status: 'idle' };
  if (found.loading) return { status: 'loading' };
  if (found.error !== null) return { status: 'error', message: found.error };
  if (found.data === null) return { status: 'loading' };
  return { status: 'ready', items: found.data.list, total: found.data.total };
}
