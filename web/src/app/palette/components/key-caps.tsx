import './key-caps.css';
import { Classes } from '@blueprintjs/core';
import { shortcutKeyCaps } from '@opsdeck/shared/catalogue';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

/** A shortcut as key caps: `g m` → [G] then [M]; `mod+k` → [Ctrl][K] (⌘K on macOS). */
export function KeyCaps({
  shortcut,
  mac,
  className,
}: {
  shortcut: string;
  mac: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const chords = shortcutKeyCaps(shortcut, mac);
  return (
    <span className={`od-keycaps${className ? ` ${className}` : ''}`}>
      {chords.map((caps, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: chords have no identity besides their place
        <Fragment key={i}>
          {i > 0 && <span className="od-keycaps-then">{t('shortcuts.thenPress')}</span>}
          <span className={Classes.KEY_COMBO}>
            {caps.map((cap) => (
              <kbd key={cap} className={Classes.KEY}>
                {cap}
              </kbd>
            ))}
          </span>
        </Fragment>
      ))}
    </span>
  );
}
