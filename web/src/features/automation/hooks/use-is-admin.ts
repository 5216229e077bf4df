import { useSnapshot } from 'valtio';
import { userStore } from '../../../stores/user-store.ts';

/** True when the role in effect is admin (only admins change switches; the server checks). */
export function useIsAdmin(): boolean {
  return useSnapshot(userStore).role === 'admin';
}
