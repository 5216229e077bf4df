import { LOCALES, type Locale } from '@opsdeck/shared/i18n';
import { changeLocale, currentLocale, i18n } from '../../../lib/i18n.ts';
import { OPEN_PALETTE_EVENT } from '../../../lib/palette-bus.ts';
import { toastError, toastSuccess } from '../../../lib/toaster.ts';
import { switchRole } from '../../../stores/user-store.ts';
import { toggleFullscreen } from './fullscreen.ts';

/**
 * The chrome's commands, shared by the navbar, the avatar menu and the palette's action registry,
 * so every way in behaves the same (saves, toasts in the new language).
 */

/** Switches the language, keeps the choice and confirms it in the new language (spec §4). */
export async function switchLocale(locale: Locale): Promise<void> {
  if (locale === currentLocale()) return;
  await changeLocale(locale);
  toastSuccess(i18n.t('web.locale.switched', { language: i18n.t(`web.locale.${locale}`) }));
}

/** The other language (zh-CN ↔ en-US). */
export function otherLocale(): Locale {
  return LOCALES.find((l) => l !== currentLocale()) ?? currentLocale();
}

/** Toggles admin ↔ user on this device (spec §4) and says which role is on. */
export function switchRoleAndTell(): void {
  const next = switchRole();
  toastSuccess(i18n.t('navbar.roleSwitched', { role: i18n.t(`common.roles.${next}`) }));
}

/** Enters or leaves fullscreen; a refusal is explained. */
export async function toggleFullscreenOrTell(): Promise<void> {
  try {
    await toggleFullscreen();
  } catch (err) {
    toastError(
      i18n.t('chrome.fullscreen.unavailable', { message: err instanceof Error ? err.message : String(err) }),
    );
  }
}

/** Asks the command palette to open (the palette listens to this window event). */
export { OPEN_PALETTE_EVENT };

export function openPalette(): void {
  // The palette issue adds the listener; until then the search button has nothing to open.
  window.dispatchEvent(new CustomEvent(OPEN_PALETTE_EVENT));
}
