import './palette-keys.css';
import { Classes, DialogBody, type HotkeyConfig } from '@blueprintjs/core';
import type { RouteEntry } from '@opsdeck/shared/catalogue';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Dialog } from '../../../components/dialog.tsx';
import { userStore } from '../../../stores/user-store.ts';
import { isMacPlatform } from '../lib/palette-keys.ts';
import { shortcutSheet } from '../lib/shortcut-sheet.ts';
import { useLazyPaletteIndex } from '../lib/use-palette-index.ts';
import { KeyCaps } from './key-caps.tsx';

/**
 * The `?` sheet: every shortcut, generated from the catalogue for the current role and language,
 * plus the global hotkeys other parts registered with Blueprint. It replaces Blueprint's own hotkeys
 * dialog (BlueprintProvider's `hotkeysProviderRenderDialog`), so `?` shows one sheet everywhere.
 */
export function ShortcutSheet({
  isOpen,
  onClose,
  hotkeys,
  builtRoutes,
}: {
  isOpen: boolean;
  onClose: () => void;
  hotkeys: readonly HotkeyConfig[];
  builtRoutes: readonly RouteEntry[];
}) {
  const { t, i18n } = useTranslation();
  const { role } = useSnapshot(userStore);
  const mac = useMemo(() => isMacPlatform(), []);
  const _locale = i18n.language;
  const items = useLazyPaletteIndex(builtRoutes);
  // The sheet is mounted (closed) with the signed-in shell: it builds its rows the first time it
  // opens, and keeps them while it closes.
  const [opened, setOpened] = useState(false);
  if (isOpen && !opened) setOpened(true);
  const sections = useMemo(() => {
    if (!opened) return [];
    const registered = hotkeys.map((h) => ({ ...h, label: typeof h.label === 'string' ? h.label : h.combo }));
    return shortcutSheet(items(), (key) => i18n.t(key), registered);
  }, [opened, items, hotkeys, i18n]);

  return (
    <Dialog
      isOpen={isOpen && !!role}
      onClose={onClose}
      title={t('shortcuts.title')}
      icon="key-command"
      className="od-shortcut-sheet"
    >
      <DialogBody className="od-shortcut-sheet-body">
        <div className="od-shortcut-sheet-grid" data-testid="shortcut-sheet">
          {sections.map((section) => (
            <section key={section.title} className="od-shortcut-sheet-section">
              <h4 className={Classes.HEADING}>{section.title}</h4>
              <dl>
                {section.rows.map((row) => (
                  <div key={`${row.keys.join(',')}:${row.label}`} className="od-shortcut-sheet-row">
                    <dt>
                      {row.keys.map((k) => (
                        <KeyCaps key={k} shortcut={k} mac={mac} />
                      ))}
                    </dt>
                    <dd>{row.label}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
        <p className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL} od-shortcut-sheet-note`}>
          {t('shortcuts.textFields')}
        </p>
      </DialogBody>
    </Dialog>
  );
}
