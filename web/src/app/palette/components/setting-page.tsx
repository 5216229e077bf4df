import { Icon } from '@blueprintjs/core';
import { parseThemeColor, type SettingEntry, settingEntries } from '@opsdeck/shared/catalogue';
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
 * What a setting's page offers for the typed text: the value to apply (a number within the bounds,
 * or a `#RRGGBB` colour) and, for a colour, the presets the text matches; `error` when nothing fits.
 */
export function settingChoices(
  entry: Pick<SettingEntry, 'type' | 'min' | 'max' | 'choices'>,
  text: string,
): { value: number | string | null; presets: readonly string[]; error: boolean } {
  if (entry.type !== 'color') {
    const value = parseSettingNumber(entry, text);
    return { value, presets: [], error: text.trim() !== '' && value === null };
  }
  const typed = text.trim().replace(/^#/, '').toUpperCase();
  const value = parseThemeColor(text);
  const presets = (entry.choices ?? []).filter((c) => c !== value && c.slice(1).startsWith(typed));
  return { value, presets, error: typed !== '' && value === null && presets.length === 0 };
}

/**
 * A setting with a value as a palette page: the menu width (type a number, checked against its
 * bounds as you type) or the theme colour (its presets, or a colour typed as #RRGGBB); Enter applies
 * the chosen item. Backspace on the empty field goes back.
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
  onApply: (entry: SettingEntry, value: number | string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const entry = settingEntries.find((s) => s.id === settingId);
  if (!entry) return null;
  const title = t(entry.i18nKey);
  const color = entry.type === 'color';
  const { value, presets, error } = settingChoices(entry, text);
  const bounds = { min: entry.min, max: entry.max };

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === 'Backspace' && text === '') {
      e.preventDefault();
      onBack();
    }
  }

  const item = (key: string, v: number | string, primary: boolean) => (
    <Command.Item
      key={key}
      value={key}
      onSelect={() => onApply(entry, v)}
      className={`od-palette-item${primary ? ' od-palette-item-primary' : ''}`}
    >
      {color ? (
        <span className="od-palette-swatch" style={{ background: String(v) }} aria-hidden="true" />
      ) : (
        <Icon icon="tick-circle" />
      )}
      <span className="od-palette-item-title">
        {t('palette.setting.apply', { setting: title, value: v })}
      </span>
    </Command.Item>
  );

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
          inputMode={color ? 'text' : 'numeric'}
          placeholder={
            color
              ? t('palette.setting.colorPrompt', { setting: title })
              : t('palette.setting.numberPrompt', { setting: title, ...bounds })
          }
          className="od-palette-input"
        />
      </div>
      {error && (
        <div className="od-palette-field-error" role="alert">
          {color ? t('palette.setting.badColor') : t('palette.setting.outOfRange', bounds)}
        </div>
      )}
      <Command.List className="od-palette-list">
        {value !== null && item('apply', value, true)}
        {presets.map((c) => item(`preset-${c}`, c, false))}
      </Command.List>
      <PaletteFooter mac={mac} canBack />
    </Command>
  );
}
