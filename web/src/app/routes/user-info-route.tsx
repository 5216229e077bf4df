import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { USER_INFO_TABS, UserInfoPage, type UserInfoTab } from '../../features/user/info/user-info-page.tsx';
import { userStore } from '../../stores/user-store.ts';

/** /user/info: the tab lives in `?tab=` (unknown values show the overview). */
export function UserInfoRoute() {
  const { profile } = useSnapshot(userStore);
  const [params, setParams] = useSearchParams();
  if (!profile) return null;
  const requested = params.get('tab');
  const tab: UserInfoTab = (USER_INFO_TABS as readonly string[]).includes(requested ?? '')
    ? (requested as UserInfoTab)
    : 'overview';
  return (
    <UserInfoPage
      profile={profile}
      tab={tab}
      onTabChange={(next) => setParams((p) => ({ ...Object.fromEntries(p), tab: next }), { replace: true })}
    />
  );
}
