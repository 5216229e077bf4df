import { Alignment, Button, Classes, Navbar, NavbarGroup, NavbarHeading } from '@blueprintjs/core';
import { DEFAULT_ROUTE_PATH } from '@opsdeck/shared/catalogue';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AppLogo } from '../../components/app-logo.tsx';
import { MessageBell } from '../../features/messages/components/message-bell.tsx';
import { useApi } from '../../lib/api-context.tsx';
import { AvatarMenu } from './avatar-menu.tsx';
import { LocaleSwitcher } from './locale-switcher.tsx';
import { FullscreenButton, SearchButton, SettingsButton, ThemeButton } from './nav-buttons.tsx';
import { TopMenu } from './top-menu.tsx';

/**
 * The 60 px top bar (screens.md §1.3), left to right: (mobile) menu button, logo and name, the
 * horizontal menu when top menu is on, then search, language, theme, messages, fullscreen,
 * settings and the avatar menu.
 */
export function AppNavbar({
  isMobile,
  showTopMenu,
  onToggleMenu,
}: {
  isMobile: boolean;
  showTopMenu: boolean;
  onToggleMenu: () => void;
}) {
  const api = useApi();
  const { t } = useTranslation();
  return (
    <Navbar className="od-navbar">
      <NavbarGroup align={Alignment.START} className="od-navbar-start">
        {isMobile && (
          <Button variant="minimal" icon="menu" aria-label={t('navbar.toggleMenu')} onClick={onToggleMenu} />
        )}
        <NavbarHeading className="od-brand">
          <Link to={DEFAULT_ROUTE_PATH} className={`od-brand-link ${Classes.TEXT_LARGE}`}>
            <AppLogo size={28} />
            <span>{t('common.appName')}</span>
          </Link>
        </NavbarHeading>
        {showTopMenu && <TopMenu />}
      </NavbarGroup>
      <NavbarGroup align={Alignment.END} className="od-navbar-end">
        <SearchButton />
        <LocaleSwitcher />
        <ThemeButton />
        <MessageBell client={api} />
        <FullscreenButton />
        <SettingsButton />
        <AvatarMenu />
      </NavbarGroup>
    </Navbar>
  );
}
