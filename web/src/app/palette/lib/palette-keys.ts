import { chordMatches, type KeyPress, parseShortcut } from '@opsdeck/shared/catalogue';

/** The palette's own keys (the catalogue's shortcuts are in shared/src/catalogue/shortcuts.ts). */
export const PALETTE_KEYS = {
  open: 'mod+k',
  sheet: '?',
  copyCli: 'alt+c',
} as const;

export { isMacPlatform } from '../../../lib/early-keys.ts';

const OPEN = parseShortcut(PALETTE_KEYS.open)[0];
const COPY_CLI = parseShortcut(PALETTE_KEYS.copyCli)[0];

/** Ctrl+K (⌘K on macOS): opens or closes the palette, even from a text field. */
export function isOpenPaletteKey(press: KeyPress, mac: boolean): boolean {
  return !!OPEN && chordMatches(OPEN, press, mac);
}

/** Alt+C: copies the selected action as a CLI command. */
export function isCopyCliKey(press: KeyPress, mac: boolean): boolean {
  return !!COPY_CLI && chordMatches(COPY_CLI, press, mac);
}
