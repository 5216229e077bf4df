import { Classes, Drawer, Position } from '@blueprintjs/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRevalidator } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { appSettingsStore } from '../../features/settings/stores/app-settings-store.ts';
import { userStore } from '../../features/user/stores/user-store.ts';
import { AppNavbar } from './navbar.tsx';
import { SideMenu } from './side-menu.tsx';
import { useIsMobile } from './use-is-mobile.ts';

/**
 * The default layout (reference-arco §1.2): fixed navbar, side menu (a drawer below 992 px),
 * the page, the footer. The page scrolls to the top on every navigation.
 */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isMobile = useIsMobile();
  const settings = useSnapshot(appSettingsStore);
  const { role } = useSnapshot(userStore);
  const revalidator = useRevalidator();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuWidth = settings.menuWidth;
  const showSider = settings.menu && !isMobile;

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll on each new path
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);

  // A role switch re-runs the guard, which moves off a route the new role may not open.
  const shownRole = useRef(role);
  // biome-ignore lint/correctness/useExhaustiveDependencies: run on role changes only
  useEffect(() => {
    if (!role || role === shownRole.current) return;
    shownRole.current = role;
    void revalidator.revalidate();
  }, [role]);

  return (
    <div className="od-layout">
      <a className="od-skip-link" href="#od-main">
        {t('web.layout.skipToContent')}
      </a>
      <AppNavbar isMobile={isMobile} onToggleMenu={() => setDrawerOpen((o) => !o)} />
      {showSider && (
        <aside className="od-sider" style={{ width: menuWidth }}>
          <SideMenu />
        </aside>
      )}
      {isMobile && (
        <Drawer
          isOpen={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          position={Position.LEFT}
          size={Math.max(menuWidth, 240)}
          title={t('common.appName')}
          className="od-menu-drawer"
        >
          <div className={Classes.DRAWER_BODY}>
            <SideMenu onNavigate={() => setDrawerOpen(false)} />
          </div>
        </Drawer>
      )}
      <div className="od-body" style={{ paddingLeft: showSider ? menuWidth : 0 }}>
        <main id="od-main" className="od-main" tabIndex={-1}>
          {children}
        </main>
        {settings.footer && (
          <footer className={`od-footer ${Classes.TEXT_MUTED}`}>{t('common.footer')}</footer>
        )}
      </div>
    </div>
  );
}
