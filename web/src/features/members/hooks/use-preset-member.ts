import { type ApiClient, getMember } from '@opsdeck/shared/api';
import type { MemberRow } from '@opsdeck/shared/schemas';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isCancelled, abortable as withSignal } from '../../../lib/abortable.ts';

/** The member named by `?member=<id>` (internal id, visible id or phone), loaded for preselection. */
export type PresetMember =
  | { status: 'none' }
  | { status: 'loading'; id: string }
  | { status: 'ready'; id: string; member: MemberRow }
  | { status: 'error'; id: string; message: string };

/** Loads the `?member=` member once per value (aborted when the value changes or the screen leaves). */
export function usePresetMember(client: ApiClient): PresetMember {
  const [params] = useSearchParams();
  const id = params.get('member')?.trim() ?? '';
  const [state, setState] = useState<PresetMember>(id ? { status: 'loading', id } : { status: 'none' });
  useEffect(() => {
    if (!id) {
      setState({ status: 'none' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading', id });
    getMember(withSignal(client, controller.signal), id).then(
      (member) => setState({ status: 'ready', id, member }),
      (error: unknown) => {
        if (isCancelled(error, controller.signal)) return;
        setState({ status: 'error', id, message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, [client, id]);
  return state;
}
