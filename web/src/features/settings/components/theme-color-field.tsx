import { Button } from '@blueprintjs/core';
import { THEME_COLOR_PRESETS } from '@opsdeck/shared/catalogue';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { appSettingsStore, updateSettings } from '../../../stores/app-settings-store.ts';
import './settings.css';

/** The shades the theme puts in `--primary-1…10` (features/theme). */
const SHADES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/**
 * The settings drawer's theme colour: preset swatches (buttons, so the keyboard reaches them), any
 * other colour through the browser's colour picker, and the 10 shades the colour gives.
 */
export function ThemeColorField() {
  const { t } = useTranslation();
  const { themeColor } = useSnapshot(appSettingsStore);
  const current = themeColor.toUpperCase();
  const choose = (color: string) => updateSettings({ themeColor: color.toUpperCase() });

  return (
    <section aria-labelledby="od-settings-theme-color" className="od-theme-color">
      <h5 id="od-settings-theme-color" className="od-settings-heading">
        {t('chrome.settings.themeColor')}
      </h5>
      <div className="od-theme-color-presets">
        {THEME_COLOR_PRESETS.map((color) => (
          <Button
            key={color}
            className="od-theme-color-swatch"
            style={{ background: color }}
            aria-label={t('chrome.settings.themeColorPreset', { color })}
            aria-pressed={current === color}
            data-color={color}
            onClick={() => choose(color)}
          />
        ))}
        <label className="od-theme-color-custom">
          <input
            type="color"
            data-setting="themeColor"
            value={current.toLowerCase()}
            aria-label={t('chrome.settings.themeColorCustom')}
            onChange={(e) => choose(e.currentTarget.value)}
          />
          <code>{current}</code>
        </label>
      </div>
      <div className="od-theme-color-shades" aria-hidden="true">
        {SHADES.map((n) => (
          <span key={n} style={{ background: `var(--primary-${n})` }} />
        ))}
      </div>
    </section>
  );
}
