import { Button, Intent, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { onMenuKeyDown, useMenuPopover } from '../../components/menu-keys.ts';
import { StaticTag } from '../../components/static-tag.tsx';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { useSession } from '../../lib/api-context.tsx';
import { pathTo } from '../../lib/route-links.ts';
import { toastSuccess } from '../../lib/toaster.ts';
import { userStore } from '../../stores/user-store.ts';
import { switchRoleAndTell } from '../chrome/lib/chrome-commands.ts';
import { resolveTarget } from '../guard/decide.ts';
import { hasScreen } from '../screens.ts';

/**
 * The avatar dropdown (screens.md §1.3): user center, user settings (once its screen exists),
 * switch roles (menu, routes and visibility follow at once), log out. The button shows the role.
 */
export function AvatarMenu() {
  const session = useSession();
  const { t } = useTranslation();
  const menuPopover = useMenuPopover();
  const navigate = useNavigate();
  const { profile, role } = useSnapshot(userStore);
  const name = profile?.name ?? '';

  async function onLogout() {
    const from = resolveTarget(window.location.pathname).name;
    try {
      await session.logout();
    } catch {
      // The token and profile are cleared even when the call fails (spec §4); the client toasted why.
    }
    toastSuccess(t('navbar.logoutSuccess'));
    navigate(pathTo('/login', { redirect: from }));
  }

  return (
    <PopoverNext
      lazy
      placement="bottom-end"
      {...menuPopover}
      content={
        <Menu aria-label={t('navbar.account')} onKeyDown={onMenuKeyDown}>
          <MenuDivider title={role ? `${name} · ${t(`common.roles.${role}`)}` : name} />
          {hasScreen('Info') && (
            <MenuItem
              icon="user"
              text={t('navbar.userCenter')}
              onClick={() => navigate(pathTo('/user/info'))}
            />
          )}
          {hasScreen('Setting') && (
            <MenuItem
              icon="cog"
              text={t('navbar.userSettings')}
              onClick={() => navigate(pathTo('/user/setting'))}
            />
          )}
          <MenuItem icon="swap-horizontal" text={t('navbar.switchRoles')} onClick={switchRoleAndTell} />
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
        aria-label={t('navbar.accountOf', { name: role ? `${name} ${t(`common.roles.${role}`)}` : name })}
        endIcon="caret-down"
      >
        <span className="od-avatar-button-content">
          {/* the name beside it says who; the button's name starts with what it shows */}
          <span aria-hidden="true">
            <UserAvatar name={name} src={profile?.avatar} size={28} />
          </span>
          <span className="od-avatar-name">{name}</span>{' '}
          {role && (
            <StaticTag minimal round className="od-role-tag" data-role={role}>
              {t(`common.roles.${role}`)}
            </StaticTag>
          )}
        </span>
      </Button>
    </PopoverNext>
  );
}
