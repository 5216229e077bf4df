import { getMember } from '@opsdeck/shared/api';
import type { MemberDetail } from '@opsdeck/shared/schemas';
import { isNotFound } from '../../../lib/not-found.ts';
import { useFetch } from '../../../lib/use-fetch.ts';

/** What the member drawer shows: the load in progress, the member, a missing member, or a failure. */
export type MemberDetailState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; member: MemberDetail }
  | { status: 'notFound' }
  | { status: 'error'; message: string };

/**
 * Loads GET /admin/members/{id} whenever `memberId` turns non-null or changes, so a drawer reopened
 * (null → id) shows the balance after a re-issue. When it turns null the last state stays (the
 * drawer's closing animation keeps its content). An earlier load still running is aborted.
 * `reload` retries after a failure.
 */
export function useMemberDetail(memberId: number | null) {
  const found = useFetch(memberId === null ? null : String(memberId), (client) =>
    getMember(client, memberId as number),
  );
  const { failure } = found;
  let state: MemberDetailState;
  if (found.loading) state = { status: 'loading' };
  else if (isNotFound(failure)) state = { status: 'notFound' };
  else if (found.error !== null) state = { status: 'error', message: found.error };
  else if (found.data !== null) state = { status: 'ready', member: found.data };
  else state = { status: 'idle' };
  return { state, reload: found.reload };
}
