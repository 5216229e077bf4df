import { useSnapshot } from 'valtio';
import { WorkplacePage } from '../../features/dashboard/components/workplace-page.tsx';
import { userStore } from '../../stores/user-store.ts';

/** /dashboard/workplace: the operator and role from the user store. */
export function WorkplaceRoute() {
  const { profile, role } = useSnapshot(userStore);
  if (!profile) return null;
  return <WorkplacePage profile={profile} role={role} />;
}
