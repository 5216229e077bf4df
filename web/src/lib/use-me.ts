import { useSnapshot } from 'valtio';
import { userStore } from '../stores/user-store.ts';

/** The signed-in operator as these screens need it: id and role in effect. */
export function useMe(): { id: number | null; isAdmin: boolean } {
  const { profile, role } = useSnapshot(userStore);
  return { id: profile?.id ?? null, isAdmin: role === 'admin' };
}
