import { type AppSettings, DEFAULT_SETTINGS } from '@opsdeck/shared/catalogue';

/**
 * The settings as the JSON the Copy button puts on the clipboard: every field of spec §3 with its
 * current value, in the catalogue's order, so it can be pasted as new defaults. The drawer's own
 * open flag is written as false and the fetched server menu as empty: neither is a choice.
 */
export function settingsJson(settings: AppSettings): string {
  const fixed: Partial<AppSettings> = { globalSettings: false, serverMenu: [] };
  const keys = Object.keys(DEFAULT_SETTINGS) as (keyof AppSettings)[];
  const copy = Object.fromEntries(keys.map((key) => [key, key in fixed ? fixed[key] : settings[key]]));
  return JSON.stringify(copy, null, 2);
}

/** Writes text to the clipboard: the async Clipboard API, else a hidden text area and `copy`. */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // not permitted (insecure context, no focus): try the old way
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error('copy was refused');
  } finally {
    area.remove();
  }
}
