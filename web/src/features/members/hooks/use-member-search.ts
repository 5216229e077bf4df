import { type ApiClient, listMembers } from '@opsdeck/shared/api';
import type { MemberRow } from '@opsdeck/shared/schemas';
import { useEffect, useState } from 'react';
import { isCancelled, abortable as withSignal } from '../../../lib/abortable.ts';

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
export function useMemberSearch(client: ApiClient, query: string, delayMs = MEMBER_SEARCH_DEBOUNCE_MS) {
  const [state, setState] = useState<MemberSearchState>({ status: 'idle' });
  useEffect(() => {
    const q = query.trim();
    if (q === '') {
      setState({ status: 'idle' });
      return;
    }
    setState({ status: 'loading' });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      listMembers(withSignal(client, controller.signal), { q, pageSize: MEMBER_SEARCH_LIMIT }).then(
        (page) => setState({ status: 'ready', items: page.list, total: page.total }),
        (error: unknown) => {
          if (isCancelled(error, controller.signal)) return;
          setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
        },
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [client, query, delayMs]);
  return state;
}
