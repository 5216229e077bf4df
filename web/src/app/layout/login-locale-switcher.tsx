import { SegmentedControl } from '@blueprintjs/core';
import { isLocale, LOCALES } from '@opsdeck/shared/i18n/locale';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../lib/i18n.ts';
import { switchLocale } from '../chrome/lib/chrome-commands.ts';

/**
 * The login page's language choice: 中文 | English side by side, each in its own language, the
 * current one selected (a radio group: ←/→ choose). The choice is saved and confirmed in the new
 * language (spec §4). The signed-in navbar has the menu (locale-switcher.tsx).
 */
export function LoginLocaleSwitcher() {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      aria-label={t('web.locale.label')}
      size="small"
      options={LOCALES.map((locale) => ({ value: locale, label: t(`web.locale.${locale}`) }))}
      value={currentLocale()}
      onValueChange={(value) => {
        if (isLocale(value)) void switchLocale(value);
      }}
    />
  );
}
