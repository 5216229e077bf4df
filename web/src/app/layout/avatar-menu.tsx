import { Button, Intent, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { switchRole, userStore } from '../../features/user/stores/user-store.ts';
import { session } from '../../lib/api.ts';
import { toastSuccess } from '../../lib/toaster.ts';
import { resolveTarget } from '../guard/decide.ts';
import { hasScreen } from '../screens.ts';

/** The avatar dropdown (reference-arco §1.3): user center, user settings, switch roles, log out. */
export function AvatarMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { profile, role } = useSnapshot(userStore);
  const name = profile?.name ?? '';

  function onSwitchRole() {
    const next = switchRole();
    toastSuccess(t('navbar.roleSwitched', { role: t(`common.roles.${next}`) }));
  }

  async function onLogout() {
    const from = resolveTarget(window.location.pathname).name;
    try {
      await session.logout();
    } catch {
      // The token and profile are cleared even when the call fails (spec §4); the client toasted why.
    }
    toastSuccess(t('navbar.logoutSuccess'));
    navigate(`/login?${new URLSearchParams({ redirect: from })}`);
  }

  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu aria-label={t('navbar.account')}>
          <MenuDivider title={role ? `${name} · ${t(`common.roles.${role}`)}` : name} />
          {hasScreen('Info') && (
            <MenuItem icon="user" text={t('navbar.userCenter')} onClick={() => navigate('/user/info')} />
          )}
          {hasScreen('Setting') && (
            <MenuItem icon="cog" text={t('navbar.userSettings')} onClick={() => navigate('/user/setting')} />
          )}
          <MenuItem icon="swap-horizontal" text={t('navbar.switchRoles')} onClick={onSwitchRole} />
          <MenuDivider />
          <MenuItem
            icon="log-out"
            intent={Intent.DANGER}
            text={t('navbar.logout')}
            onClick={() => void onLogout()}
          />
        </Menu>
      }
    >
      <Button
        variant="minimal"
        className="od-avatar-button"
        aria-label={t('navbar.account')}
        endIcon="caret-down"
      >
        <span className="od-avatar-button-content">
          <UserAvatar name={name} src={profile?.avatar} size={28} />
          <span className="od-avatar-name">{name}</span>
        </span>
      </Button>
    </PopoverNext>
  );
}
