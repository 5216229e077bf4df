import { type ApiClient, getMember } from '@opsdeck/shared/api';
import { ApiError, CODES } from '@opsdeck/shared/errors';
import type { MemberDetail } from '@opsdeck/shared/schemas';
import { useCallback, useEffect, useState } from 'react';
import { isCancelled, abortable as withSignal } from '../../../lib/abortable.ts';

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
export function useMemberDetail(client: ApiClient, memberId: number | null) {
  const [state, setState] = useState<MemberDetailState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry trigger.
  useEffect(() => {
    if (memberId === null) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    getMember(withSignal(client, controller.signal), memberId).then(
      (member) => setState({ status: 'ready', member }),
      (error: unknown) => {
        if (isCancelled(error, controller.signal)) return;
        if (error instanceof ApiError && (error.status === 404 || error.code === CODES.notFound)) {
          setState({ status: 'notFound' });
        } else {
          setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
        }
      },
    );
    return () => controller.abort();
  }, [client, memberId, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
