import { useSnapshot } from 'valtio';
import { SetListPage } from '../../features/sets/set-list-page.tsx';
import { userStore } from '../../stores/user-store.ts';

/** /list/search-table: the set list; the status buttons only for admins (the server checks too). */
export function SearchTableRoute() {
  const { role } = useSnapshot(userStore);
  return <SetListPage canChangeStatus={role === 'admin'} />;
}
