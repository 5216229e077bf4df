import { Icon } from '@blueprintjs/core';
import { type SettingEntry, settingEntries } from '@opsdeck/shared/catalogue';
import { Command } from 'cmdk';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PaletteFooter } from './palette-footer.tsx';

/** The value typed for a number setting, checked against the setting's bounds; null when not valid. */
export function parseSettingNumber(entry: Pick<SettingEntry, 'min' | 'max'>, text: string): number | null {
  const schema = z.coerce
    .number()
    .int()
    .min(entry.min ?? Number.MIN_SAFE_INTEGER)
    .max(entry.max ?? Number.MAX_SAFE_INTEGER);
  const s = text.trim();
  if (!/^[+-]?\d+$/.test(s)) return null;
  const parsed = schema.safeParse(s);
  return parsed.success ? parsed.data : null;
}

/**
 * A number setting (the menu width) as a palette page: type the value, checked against its bounds as
 * you type; Enter applies it. Backspace on the empty field goes back.
 */
export function SettingPage({
  settingId,
  current,
  mac,
  onBack,
  onApply,
}: {
  settingId: string;
  current: unknown;
  mac: boolean;
  onBack: () => void;
  onApply: (entry: SettingEntry, value: number) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const entry = settingEntries.find((s) => s.id === settingId);
  if (!entry) return null;
  const title = t(entry.i18nKey);
  const value = parseSettingNumber(entry, text);
  const bounds = { min: entry.min, max: entry.max };

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === 'Backspace' && text === '') {
      e.preventDefault();
      onBack();
    }
  }

  return (
    <Command shouldFilter={false} label={title} onKeyDown={onKeyDown} className="od-palette-command">
      <div className="od-palette-crumbs">
        <Icon icon="cog" />
        <span className="od-palette-crumbs-title">{title}</span>
        <span className="od-palette-crumbs-step">
          {t('palette.setting.current', { value: String(current) })}
        </span>
      </div>
      <div className="od-palette-input-row">
        <Icon icon="edit" className="od-palette-input-icon" />
        <Command.Input
          autoFocus
          value={text}
          onValueChange={setText}
          inputMode="numeric"
          placeholder={t('palette.setting.numberPrompt', { setting: title, ...bounds })}
          className="od-palette-input"
        />
      </div>
      {text.trim() !== '' && value === null && (
        <div className="od-palette-field-error" role="alert">
          {t('palette.setting.outOfRange', bounds)}
        </div>
      )}
      <Command.List className="od-palette-list">
        {value !== null && (
          <Command.Item
            value="apply"
            onSelect={() => onApply(entry, value)}
            className="od-palette-item od-palette-item-primary"
          >
            <Icon icon="tick-circle" />
            <span className="od-palette-item-title">
              {t('palette.setting.apply', { setting: title, value })}
            </span>
          </Command.Item>
        )}
      </Command.List>
      <PaletteFooter mac={mac} canBack />
    </Command>
  );
}
