import { getApproval, listApprovals } from '@opsdeck/shared/api';
import type { Approval, ApprovalDetail, ApprovalStatus } from '@opsdeck/shared/schemas';
import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../../../lib/api-context.tsx';

/** Loaded data, or why not. */
export type Loaded<T> =
  | { state: 'loading' }
  | { state: 'ready'; data: T }
  | { state: 'error'; message: string };

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** The requests of one status (or all), newest first; `reload` fetches again. */
export function useApprovalList(status: ApprovalStatus | undefined) {
  const client = useApi();
  const [list, setList] = useState<Loaded<Approval[]>>({ state: 'loading' });
  const [tick, setTick] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: tick is the reload trigger
  useEffect(() => {
    let live = true;
    listApprovals(client, status ? { status } : {}).then(
      (data) => live && setList({ state: 'ready', data }),
      (e) => live && setList({ state: 'error', message: messageOf(e) }),
    );
    return () => {
      live = false;
    };
  }, [client, status, tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { list, reload };
}

/** One request with its operation log (none selected: undefined). */
export function useApprovalDetail(id: number | undefined, tick: number) {
  const client = useApi();
  const [detail, setDetail] = useState<Loaded<ApprovalDetail> | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: tick is the reload trigger
  useEffect(() => {
    if (id === undefined) {
      setDetail(undefined);
      return;
    }
    let live = true;
    setDetail({ state: 'loading' });
    getApproval(client, id).then(
      (data) => live && setDetail({ state: 'ready', data }),
      (e) => live && setDetail({ state: 'error', message: messageOf(e) }),
    );
    return () => {
      live = false;
    };
  }, [client, id, tick]);
  return detail;
}
