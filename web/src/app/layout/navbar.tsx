import {
  Alignment,
  Button,
  Classes,
  Navbar,
  NavbarDivider,
  NavbarGroup,
  NavbarHeading,
} from '@blueprintjs/core';
import { DEFAULT_ROUTE_PATH } from '@opsdeck/shared/catalogue';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AppLogo } from '../../components/app-logo.tsx';
import { AvatarMenu } from './avatar-menu.tsx';
import { LocaleSwitcher } from './locale-switcher.tsx';

/** The fixed 60 px top bar (reference-arco §1.3): logo and name, then language and account menus. */
export function AppNavbar({ isMobile, onToggleMenu }: { isMobile: boolean; onToggleMenu: () => void }) {
  const { t } = useTranslation();
  return (
    <Navbar className="od-navbar" fixedToTop>
      <NavbarGroup align={Alignment.START}>
        {isMobile && (
          <Button variant="minimal" icon="menu" aria-label={t('navbar.toggleMenu')} onClick={onToggleMenu} />
        )}
        <NavbarHeading className="od-brand">
          <Link to={DEFAULT_ROUTE_PATH} className={`od-brand-link ${Classes.TEXT_LARGE}`}>
            <AppLogo size={28} />
            <span>{t('common.appName')}</span>
          </Link>
        </NavbarHeading>
      </NavbarGroup>
      <NavbarGroup align={Alignment.END}>
        <LocaleSwitcher />
        <NavbarDivider />
        <AvatarMenu />
      </NavbarGroup>
    </Navbar>
  );
}
