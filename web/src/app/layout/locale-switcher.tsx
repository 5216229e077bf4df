import { Button, Menu, MenuItem, PopoverNext, Tooltip } from '@blueprintjs/core';
import { LOCALES } from '@opsdeck/shared/i18n';
import { useTranslation } from 'react-i18next';
import { onMenuKeyDown, useMenuPopover } from '../../components/menu-keys.ts';
import { currentLocale } from '../../lib/i18n.ts';
import { switchLocale } from '../chrome/lib/chrome-commands.ts';

/**
 * The navbar's language menu (中文 / English, a tick on the current one): a round icon button with
 * a tooltip. The choice is saved and confirmed in the new language (spec §4). The login page has
 * the two languages side by side instead (login-locale-switcher.tsx).
 */
export function LocaleSwitcher() {
  const { t } = useTranslation();
  const menuPopover = useMenuPopover();
  const current = currentLocale();
  const label = t('web.locale.label');

  return (
    <PopoverNext
      lazy
      placement="bottom-end"
      {...menuPopover}
      content={
        <Menu role="listbox" aria-label={label} onKeyDown={onMenuKeyDown}>
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
      <Tooltip content={label} placement="bottom">
        <Button variant="outlined" className="od-nav-button" icon="translate" aria-label={label} />
      </Tooltip>
    </PopoverNext>
  );
}
