import { Button, Intent, Tooltip } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { setSettingsOpen } from '../../../stores/app-settings-store.ts';

/** With the navbar hidden, a fixed gear at the right edge, 280 px from the top, opens the settings (screens.md §3.3). */
export function SettingsFab() {
  const { t } = useTranslation();
  return (
    <div className="od-settings-fab">
      <Tooltip content={t('chrome.navbar.settings')} placement="left">
        <Button
          intent={Intent.PRIMARY}
          icon="cog"
          size="large"
          aria-label={t('chrome.navbar.settings')}
          onClick={() => setSettingsOpen(true)}
        />
      </Tooltip>
    </div>
  );
}
