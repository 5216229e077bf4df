import { Button, Menu, MenuItem, PopoverNext, Tooltip } from '@blueprintjs/core';
import { LOCALES } from '@opsdeck/shared/i18n';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../lib/i18n.ts';
import { switchLocale } from '../chrome/lib/chrome-commands.ts';

/**
 * Language menu (中文 / English, a tick on the current one); the choice is saved and confirmed in
 * the new language (spec §4). `compact` is the navbar's round icon button with a tooltip.
 */
export function LocaleSwitcher({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const current = currentLocale();
  const label = t('web.locale.label');

  const button = compact ? (
    <Button variant="outlined" className="od-nav-button" icon="translate" aria-label={label} />
  ) : (
    <Button
      variant="minimal"
      icon="translate"
      endIcon="caret-down"
      aria-label={t('web.locale.button', { language: t(`web.locale.${current}`) })}
    >
      {t(`web.locale.${current}`)}
    </Button>
  );

  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu role="listbox" aria-label={label}>
          {LOCALES.map((locale) => (
            <MenuItem
              key={locale}
              text={t(`web.locale.${locale}`)}
              lang={locale}
              roleStructure="listoption"
              selected={locale === current}
              onClick={() => void switchLocale(locale)}
            />
          ))}
        </Menu>
      }
    >
      {compact ? (
        <Tooltip content={label} placement="bottom">
          {button}
        </Tooltip>
      ) : (
        button
      )}
    </PopoverNext>
  );
}
