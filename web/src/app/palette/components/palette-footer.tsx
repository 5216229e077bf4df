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
      <FooterKey keys={['up', 'down']} label={t('palette.footer.move')} mac={mac} />
      <FooterKey keys={['enter']} label={t('palette.footer.run')} mac={mac} />
      {canBack && <FooterKey keys={['backspace']} label={t('palette.footer.back')} mac={mac} />}
      <FooterKey keys={['esc']} label={t('palette.footer.close')} mac={mac} />
      {copy && (
        <FooterKey
          className="od-palette-footer-cli"
          keys={[PALETTE_KEYS.copyCli]}
          label={t('palette.footer.copyCli')}
          mac={mac}
        />
      )}
    </div>
  );
}

/** One hint: its key caps, then what they do. */
function FooterKey(props: { keys: readonly string[]; label: string; mac: boolean; className?: string }) {
  return (
    <span className={props.className}>
      {props.keys.map((key) => (
        <KeyCaps key={key} shortcut={key} mac={props.mac} />
      ))}{' '}
      {props.label}
    </span>
  );
}
