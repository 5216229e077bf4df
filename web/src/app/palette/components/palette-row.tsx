import { Icon, type IconName, Intent, Tag } from '@blueprintjs/core';
import { Command } from 'cmdk';
import { memo } from 'react';
import type { PaletteItem } from '../lib/palette-item.ts';
import { KeyCaps } from './key-caps.tsx';

export interface PaletteRowProps {
  item: PaletteItem;
  mac: boolean;
  /** The current value of a setting (On / Off / 220 px). */
  value?: string;
  /** The label of a money action's tag (passed in: a hook per row would cost every keystroke). */
  moneyLabel: string;
  onChoose: (item: PaletteItem) => void;
}

/** One item: icon, title (and a muted second line), then its risk, current value and shortcut. */
export const PaletteRow = memo(function PaletteRow({
  item,
  mac,
  value,
  moneyLabel,
  onChoose,
}: PaletteRowProps) {
  return (
    <Command.Item value={item.id} onSelect={() => onChoose(item)} className="od-palette-item">
      <Icon icon={(item.icon ?? 'dot') as IconName} className="od-palette-item-icon" />
      <span className="od-palette-item-text">
        <span className="od-palette-item-title">{item.title}</span>
        {item.hint && <span className="od-palette-item-hint">{item.hint}</span>}
      </span>
      {item.risk === 'money' && (
        <Tag minimal intent={Intent.WARNING} className="od-palette-tag">
          {moneyLabel}
        </Tag>
      )}
      {value !== undefined && (
        <Tag minimal className="od-palette-tag">
          {value}
        </Tag>
      )}
      {item.shortcut && <KeyCaps shortcut={item.shortcut} mac={mac} className="od-palette-item-keys" />}
    </Command.Item>
  );
});
