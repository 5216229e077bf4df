import { Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { LOCALES, type Locale } from '@opsdeck/shared/i18n';
import { useTranslation } from 'react-i18next';
import { changeLocale, currentLocale, i18n } from '../../lib/i18n.ts';
import { toastSuccess } from '../../lib/toaster.ts';

/** Navbar language menu (中文 / English, a tick on the current one); the choice is saved (spec §4). */
export function LocaleSwitcher() {
  const { t } = useTranslation();
  const current = currentLocale();

  async function choose(locale: Locale) {
    if (locale === current) return;
    await changeLocale(locale);
    // In the new language: `t` of this render still speaks the old one.
    toastSuccess(i18n.t('web.locale.switched', { language: i18n.t(`web.locale.${locale}`) }));
  }

  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu role="listbox" aria-label={t('web.locale.label')}>
          {LOCALES.map((locale) => (
            <MenuItem
              key={locale}
              text={t(`web.locale.${locale}`)}
              lang={locale}
              roleStructure="listoption"
              selected={locale === current}
              onClick={() => void choose(locale)}
            />
          ))}
        </Menu>
      }
    >
      <Button variant="minimal" icon="translate" endIcon="caret-down" aria-label={t('web.locale.label')}>
        {t(`web.locale.${current}`)}
      </Button>
    </PopoverNext>
  );
}
