import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { type Shortcut, WorkplacePage } from '../../features/dashboard/components/workplace-page.tsx';
import { titleOf } from '../../lib/i18n.ts';
import { userStore } from '../../stores/user-store.ts';
import { localMenu } from '../layout/menu-model.ts';
import { hasScreen } from '../screens.ts';

/** /dashboard/workplace: the operator from the user store, shortcuts from the role's menu. */
export function WorkplaceRoute() {
  const { t } = useTranslation();
  const { profile, role } = useSnapshot(userStore);
  if (!profile) return null;
  const shortcuts: Shortcut[] = localMenu(role, hasScreen)
    .flatMap((g) => g.children)
    .filter((item) => item.name !== 'Workplace')
    .map((item) => ({ name: item.name, title: titleOf(t, item.i18nKey), icon: item.icon, path: item.path }));
  return <WorkplacePage profile={profile} role={role} shortcuts={shortcuts} />;
}
