import { Classes } from '@blueprintjs/core';
import { intentVariables, paletteVariables } from './palette.ts';

/** The attribute the template's dark mode sets on the body (screens.md §3.6). */
export const THEME_ATTRIBUTE = 'arco-theme';
/** spec §4: colour-weak mode is an 80% invert filter on the page body. */
export const COLOR_WEAK_FILTER = 'invert(80%)';

export type Theme = 'light' | 'dark';

/**
 * Dark: `arco-theme="dark"` on the body (the console's CSS keys on it) and Blueprint's dark class,
 * which also reaches every overlay portal in the body. Light removes both.
 */
export function applyTheme(theme: Theme, body: HTMLElement = document.body): void {
  const dark = theme === 'dark';
  if (dark) body.setAttribute(THEME_ATTRIBUTE, 'dark');
  else body.removeAttribute(THEME_ATTRIBUTE);
  body.classList.toggle(Classes.DARK, dark);
  body.ownerDocument.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

/** Colour-weak mode on or off (an 80% invert filter on the body). */
export function applyColorWeak(on: boolean, body: HTMLElement = document.body): void {
  body.style.filter = on ? COLOR_WEAK_FILTER : '';
}

/**
 * The theme colour's 10 shades as `--primary-1…10` on the root element, for the console's accents,
 * and Blueprint's primary-intent variables, for its primary buttons and progress bars.
 */
export function applyThemeColor(
  hex: string,
  theme: Theme,
  root: HTMLElement = document.documentElement,
): void {
  let vars: Record<string, string>;
  try {
    vars = { ...paletteVariables(hex, theme === 'dark'), ...intentVariables(hex) };
  } catch {
    return; // a bad stored colour keeps the stylesheet's defaults
  }
  for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
}
