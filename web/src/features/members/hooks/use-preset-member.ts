import { getMember } from '@opsdeck/shared/api';
import type { MemberRow } from '@opsdeck/shared/schemas';
import { useSearchParams } from 'react-router-dom';
import { useFetch } from '../../../lib/use-fetch.ts';

/** The member named by `?member=<id>` (internal id, visible id or phone), loaded for preselection. */
export type PresetMember =
  | { status: 'none' }
  | { status: 'loading'; id: string }
  | { status: 'ready'; id: string; member: MemberRow }
  | { status: 'error'; id: string; message: string };

/** Loads the `?member=` member once per value (aborted when the value changes or the screen leaves). */
export function usePresetMember(): PresetMember {
  const [params] = useSearchParams();
  const id = params.get('member')?.trim() ?? '';
  const found = useFetch(id === '' ? null : id, (client) => getMember(client, id));
  if (id === '') return { status: 'none' };
  if (found.loading) return { status: 'loading', id };
  if (found.error !== null) return { status: 'error', id, message: found.error };
  if (found.data === null) return { status: 'loading', id };
  return { status: 'ready', id, member: found.data };
}
