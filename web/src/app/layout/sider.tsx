import { Button, Tooltip } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { appSettingsStore, updateSettings } from '../../stores/app-settings-store.ts';
import { CollapsedMenu } from './collapsed-menu.tsx';
import { SideMenu } from './side-menu.tsx';

/** Width of the collapsed sider (screens.md §1.2). */
export const COLLAPSED_MENU_WIDTH = 48;

/** The left sider: the menu at `menuWidth` px, or icons only at 48 px; the toggle sits at its foot. */
export function Sider() {
  const { t } = useTranslation();
  const { menuWidth, menuCollapse } = useSnapshot(appSettingsStore);
  const label = menuCollapse ? t('chrome.menu.expand') : t('chrome.menu.collapse');
  return (
    <aside
      className={`od-sider${menuCollapse ? ' od-sider-collapsed' : ''}`}
      style={{ width: menuCollapse ? COLLAPSED_MENU_WIDTH : menuWidth }}
    >
      <div className="od-sider-menu">{menuCollapse ? <CollapsedMenu /> : <SideMenu />}</div>
      <div className="od-sider-foot">
        <Tooltip content={label} placement="right">
          <Button
            variant="minimal"
            icon={menuCollapse ? 'menu-open' : 'menu-closed'}
            aria-label={label}
            aria-expanded={!menuCollapse}
            onClick={() => updateSettings({ menuCollapse: !menuCollapse })}
          />
        </Tooltip>
      </div>
    </aside>
  );
}
