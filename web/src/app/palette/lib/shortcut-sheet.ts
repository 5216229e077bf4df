import { parseShortcut } from '@opsdeck/shared/catalogue';
import type { PaletteItem } from './palette-item.ts';
import { PALETTE_KEYS } from './palette-keys.ts';

/** One line of the sheet: its keys (alternatives, each a shortcut) and what they do. */
export interface SheetRow {
  keys: string[];
  label: string;
}

/** A titled block of the sheet. */
export interface SheetSection {
  title: string;
  rows: SheetRow[];
}

/** A hotkey another part of the console registered with Blueprint (the tab bar's). */
export interface RegisteredHotkey {
  combo: string;
  label: string;
  group?: string;
  global?: boolean;
  disabled?: boolean;
}

/** True when Blueprint's combo reads as a shortcut of ours (so it can be listed beside them). */
function parses(combo: string): boolean {
  try {
    parseShortcut(combo);
    return true;
  } catch {
    return false;
  }
}

/**
 * The `?` sheet, generated from the palette's index (so from the catalogue, for the current role):
 * the general keys, every "go to" sequence, every action shortcut, the keys of the palette and of the
 * lists, then the global hotkeys other parts registered (the tab bar), by their group.
 */
export function shortcutSheet(
  items: readonly PaletteItem[],
  t: (key: string) => string,
  registered: readonly RegisteredHotkey[] = [],
): SheetSection[] {
  const withKeys = (type: 'route' | 'action') =>
    items
      .filter((i) => i.target.type === type && i.shortcut)
      .map((i) => ({ keys: [i.shortcut as string], label: i.title }));
  const sections: SheetSection[] = [
    {
      title: t('shortcuts.groups.general'),
      rows: [
        { keys: [PALETTE_KEYS.open], label: t('shortcuts.openPalette') },
        { keys: [PALETTE_KEYS.sheet], label: t('shortcuts.sheet') },
        { keys: ['esc'], label: t('shortcuts.close') },
      ],
    },
    { title: t('shortcuts.groups.goTo'), rows: withKeys('route') },
    { title: t('shortcuts.groups.actions'), rows: withKeys('action') },
    {
      title: t('shortcuts.groups.palette'),
      rows: [
        { keys: ['up', 'down'], label: t('shortcuts.move') },
        { keys: ['enter'], label: t('shortcuts.run') },
        { keys: ['backspace'], label: t('shortcuts.up') },
        { keys: [PALETTE_KEYS.copyCli], label: t('shortcuts.copyCli') },
      ],
    },
    {
      title: t('shortcuts.groups.lists'),
      rows: [
        { keys: ['/'], label: t('shortcuts.focusFilter') },
        { keys: ['j', 'k', 'up', 'down'], label: t('shortcuts.moveRows') },
        { keys: ['enter'], label: t('shortcuts.openRow') },
      ],
    },
  ];
  const shown = new Set(sections.flatMap((s) => s.rows.flatMap((r) => r.keys)));
  const byGroup = new Map<string, SheetRow[]>();
  for (const h of registered) {
    if (!h.global || shown.has(h.combo) || !parses(h.combo)) continue;
    shown.add(h.combo);
    const group = h.group ?? t('shortcuts.groups.general');
    byGroup.set(group, [...(byGroup.get(group) ?? []), { keys: [h.combo], label: h.label }]);
  }
  for (const [title, rows] of byGroup) sections.push({ title, rows });
  return sections.filter((s) => s.rows.length > 0);
}
