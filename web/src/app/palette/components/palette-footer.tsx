import { useCommandState } from 'cmdk';
import { useTranslation } from 'react-i18next';
import { PALETTE_KEYS } from '../lib/palette-keys.ts';
import { KeyCaps } from './key-caps.tsx';

/**
 * The key hints under the list: move, run, back (on a page), close, and "copy as CLI command"
 * while the selected item has a CLI command (`canCopy` says which do).
 */
export function PaletteFooter({
  mac,
  canBack = false,
  canCopy,
}: {
  mac: boolean;
  canBack?: boolean;
  canCopy?: (value: string) => boolean;
}) {
  const { t } = useTranslation();
  const selected = useCommandState((s) => s.value);
  const copy = canCopy !== undefined && !!selected && canCopy(selected);
  return (
    <div className="od-palette-footer" aria-hidden="true">
      <span>
        <KeyCaps shortcut="up" mac={mac} />
        <KeyCaps shortcut="down" mac={mac} /> {t('palette.footer.move')}
      </span>
      <span>
        <KeyCaps shortcut="enter" mac={mac} /> {t('palette.footer.run')}
      </span>
      {canBack && (
        <span>
          <KeyCaps shortcut="backspace" mac={mac} /> {t('palette.footer.back')}
        </span>
      )}
      <span>
        <KeyCaps shortcut="esc" mac={mac} /> {t('palette.footer.close')}
      </span>
      {copy && (
        <span className="od-palette-footer-cli">
          <KeyCaps shortcut={PALETTE_KEYS.copyCli} mac={mac} /> {t('palette.footer.copyCli')}
        </span>
      )}
    </div>
  );
}
