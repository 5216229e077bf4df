import {
  Alignment,
  Button,
  Callout,
  Classes,
  Drawer,
  FormGroup,
  H4,
  Intent,
  Switch,
} from '@blueprintjs/core';
import { SETTINGS_DRAWER_WIDTH, type SettingEntry, settingEntries } from '@opsdeck/shared/catalogue';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { NumericField } from '../../../components/form/numeric-field.tsx';
import { useApi } from '../../../lib/api-context.tsx';
import { currentLocale } from '../../../lib/i18n.ts';
import {
  type AppSettingsState,
  appSettingsStore,
  setSettingsOpen,
  updateSettings,
} from '../../../stores/app-settings-store.ts';
import { MENU_WIDTH_MAX, MENU_WIDTH_MIN } from '../../../stores/settings-storage.ts';
import { fetchServerMenu } from '../api/fetch-server-menu.ts';
import { copySettings } from './copy-settings-action.ts';
import { ThemeColorField } from './theme-color-field.tsx';

type BooleanKey = {
  [K in keyof AppSettingsState]: AppSettingsState[K] extends boolean ? K : never;
}[keyof AppSettingsState];

/** Colour weak sits under "Other settings"; every other entry under "Content settings" (screens.md §3.3). */
const OTHER_KEYS = new Set(['colorWeak']);

/**
 * The settings drawer (spec §2, width 300): the theme colour, the catalogue's settings as switches
 * and the menu width as a number, applied at once and kept on this device; Close and Copy settings.
 */
export function SettingsDrawer() {
  const api = useApi();
  const { t } = useTranslation();
  const settings = useSnapshot(appSettingsStore);
  const revalidator = useRevalidator();

  async function toggle(key: BooleanKey, on: boolean) {
    updateSettings({ [key]: on });
    if (key === 'menuFromServer') {
      // Fetched once (spec §6); then the guard re-checks the page against the server's tree.
      if (on && appSettingsStore.serverMenu.length === 0) await fetchServerMenu(api);
      void revalidator.revalidate();
    }
  }

  function row(entry: SettingEntry) {
    const label = t(entry.i18nKey);
    if (entry.type === 'number') return <MenuWidthInput key={entry.id} label={label} />;
    // The theme colour has its own section at the top (ThemeColorField).
    if (entry.type === 'color') return null;
    const key = entry.key as BooleanKey;
    return (
      <Switch
        key={entry.id}
        className="od-setting-switch"
        data-setting={entry.key}
        label={label}
        alignIndicator={Alignment.END}
        checked={settings[key] as boolean}
        onChange={(e) => void toggle(key, e.currentTarget.checked)}
      />
    );
  }

  const close = () => setSettingsOpen(false);
  return (
    <Drawer
      isOpen={settings.globalSettings}
      onClose={close}
      size={SETTINGS_DRAWER_WIDTH}
      className="od-settings-drawer"
      aria-labelledby="od-settings-title"
    >
      <div className={Classes.DRAWER_HEADER}>
        <H4 id="od-settings-title">{t('settings.title')}</H4>
        <Button variant="minimal" icon="cross" aria-label={t('chrome.settings.close')} onClick={close} />
      </div>
      <div className={`${Classes.DRAWER_BODY} od-settings-body`}>
        <ThemeColorField />
        <section aria-labelledby="od-settings-content">
          <h5 id="od-settings-content" className="od-settings-heading">
            {t('chrome.settings.content')}
          </h5>
          {settingEntries.filter((e) => !OTHER_KEYS.has(e.key)).map(row)}
        </section>
        <section aria-labelledby="od-settings-other">
          <h5 id="od-settings-other" className="od-settings-heading">
            {t('chrome.settings.other')}
          </h5>
          {settingEntries.filter((e) => OTHER_KEYS.has(e.key)).map(row)}
        </section>
        <Callout intent={Intent.PRIMARY} icon="info-sign" compact>
          {t('chrome.settings.note')}
        </Callout>
      </div>
      <div className={Classes.DRAWER_FOOTER}>
        <div className="od-settings-actions">
          <Button onClick={close}>{t('chrome.settings.close')}</Button>
          <Button intent={Intent.PRIMARY} icon="clipboard" onClick={() => void copySettings()}>
            {t('chrome.settings.copy')}
          </Button>
        </div>
      </div>
    </Drawer>
  );
}

/** Menu width in px: applied while typing once in range, clamped to the range on blur. */
function MenuWidthInput({ label }: { label: string }) {
  const { t } = useTranslation();
  const { menuWidth } = useSnapshot(appSettingsStore);
  const [draft, setDraft] = useState(String(menuWidth));
  useEffect(() => setDraft(String(menuWidth)), [menuWidth]);

  function onValueChange(value: number, text: string) {
    setDraft(text);
    if (Number.isInteger(value) && value >= MENU_WIDTH_MIN && value <= MENU_WIDTH_MAX) {
      updateSettings({ menuWidth: value });
    }
  }

  return (
    <FormGroup
      className="od-setting-number"
      label={label}
      labelFor="od-setting-menu-width"
      helperText={t('chrome.settings.menuWidthRange', { min: MENU_WIDTH_MIN, max: MENU_WIDTH_MAX })}
      inline
    >
      <NumericField
        id="od-setting-menu-width"
        data-setting="menuWidth"
        value={draft}
        min={MENU_WIDTH_MIN}
        max={MENU_WIDTH_MAX}
        stepSize={10}
        majorStepSize={50}
        minorStepSize={null}
        clampValueOnBlur
        locale={currentLocale()}
        size="small"
        inputSize={5}
        onValueChange={onValueChange}
      />
    </FormGroup>
  );
}
