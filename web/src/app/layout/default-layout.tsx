import { Button, Classes, Drawer, H4, Position } from '@blueprintjs/core';
import { routeByName } from '@opsdeck/shared/catalogue';
import { canAccessRoute } from '@opsdeck/shared/permissions';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRevalidator } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { SettingsDrawer } from '../../features/settings/components/settings-drawer.tsx';
import { SettingsFab } from '../../features/settings/components/settings-fab.tsx';
import { TabBar } from '../../features/tabs/components/tab-bar.tsx';
import { watchBlueprintLabels } from '../../lib/blueprint-labels.ts';
import { i18n } from '../../lib/i18n.ts';
import { reloadPath } from '../../lib/route-links.ts';
import { useEscapeToOpeningOverlay } from '../../lib/use-escape-to-opening-overlay.ts';
import { appSettingsStore, setDevice } from '../../stores/app-settings-store.ts';
import { bumpReload, pruneTabs, visitTab } from '../../stores/tab-bar-store.ts';
import { userStore } from '../../stores/user-store.ts';
import { resolveTarget } from '../guard/decide.ts';
import { isTabbable, KeepAliveOutlet } from './keep-alive-outlet.tsx';
import { AppNavbar } from './navbar.tsx';
import { SideMenu } from './side-menu.tsx';
import { Sider } from './sider.tsx';
import { useFocusRescue } from './use-focus-rescue.ts';
import { useHeadingFocus } from './use-heading-focus.ts';
import { useIsMobile } from './use-is-mobile.ts';

/**
 * The default layout (screens.md §1.2), an app shell that never scrolls the window: navbar on
 * top (if on), side menu on the left (if on; 48 px collapsed; in the navbar with top menu on; a
 * drawer below 992 px), and the page area, which scrolls, holding the tab bar (if on), the page
 * (kept alive per tab) and the footer (if on). Without the window scrolling, the colour-weak filter
 * on the body cannot unpin the bars, drawers and toasts.
 */
export function DefaultLayout({ notFound }: { notFound: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const settings = useSnapshot(appSettingsStore);
  const { role } = useSnapshot(userStore);
  const revalidator = useRevalidator();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const main = useRef<HTMLElement>(null);
  useHeadingFocus(location.pathname, main);
  useFocusRescue(main);
  useEscapeToOpeningOverlay();
  // Blueprint's own labels in the console's language (signed-in screens; /login draws none of them)
  useEffect(() => watchBlueprintLabels(i18n), []);
  const showTopMenu = settings.menu && settings.topMenu && settings.navbar && !isMobile;
  const showSider = settings.menu && !settings.topMenu && !isMobile;
  const current = resolveTarget(location.pathname);

  useEffect(() => setDevice(isMobile), [isMobile]);

  // A tab per visited page; an open page's tab takes its latest URL (its filters come back with it).
  useEffect(() => {
    if (notFound || !isTabbable(current)) return;
    visitTab({
      title: current.i18nKey,
      name: current.name,
      fullPath: `${location.pathname}${location.search}`,
      query: Object.fromEntries(new URLSearchParams(location.search)),
      ignoreCache: current.ignoreCache === true,
    });
  }, [current, location.pathname, location.search, notFound]);

  // A role switch re-runs the guard (which leaves a route the new role may not open) and closes
  // the tabs of such routes.
  const shownRole = useRef(role);
  // biome-ignore lint/correctness/useExhaustiveDependencies: run on role changes only
  useEffect(() => {
    if (!role || role === shownRole.current) return;
    shownRole.current = role;
    pruneTabs((tab) => {
      const route = routeByName(tab.name);
      return !!route && canAccessRoute(route, role);
    });
    void revalidator.revalidate();
  }, [role]);

  return (
    <div className={`od-layout${settings.navbar ? '' : ' od-layout-no-navbar'}`}>
      <a className="od-skip-link" href="#od-main">
        {t('web.layout.skipToContent')}
      </a>
      {settings.navbar && (
        <AppNavbar
          isMobile={isMobile}
          showTopMenu={showTopMenu}
          onToggleMenu={() => setDrawerOpen((o) => !o)}
        />
      )}
      <div className="od-shell">
        {showSider && <Sider />}
        <div className="od-body" ref={scroller}>
          {settings.tabBar && (
            <TabBar
              activeName={notFound ? '' : current.name}
              onNavigate={(to) => navigate(to)}
              onReload={(tab) => {
                bumpReload(tab.name);
                navigate(reloadPath(tab.fullPath), { replace: true });
              }}
            />
          )}
          <main id="od-main" className="od-main" tabIndex={-1} ref={main}>
            <KeepAliveOutlet notFound={notFound} scroller={scroller} />
          </main>
          {settings.footer && (
            <footer className={`od-footer ${Classes.TEXT_MUTED}`}>{t('common.footer')}</footer>
          )}
        </div>
      </div>
      {isMobile && settings.menu && (
        <Drawer
          isOpen={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          position={Position.LEFT}
          size={Math.max(settings.menuWidth, 240)}
          className="od-menu-drawer"
          aria-labelledby="od-menu-drawer-title"
        >
          <div className={Classes.DRAWER_HEADER}>
            <H4 id="od-menu-drawer-title">{t('common.appName')}</H4>
            <Button
              variant="minimal"
              icon="cross"
              aria-label={t('common.close')}
              onClick={() => setDrawerOpen(false)}
            />
          </div>
          <div className={Classes.DRAWER_BODY}>
            <SideMenu onNavigate={() => setDrawerOpen(false)} />
          </div>
        </Drawer>
      )}
      {!settings.navbar && <SettingsFab />}
      <SettingsDrawer />
    </div>
  );
}
