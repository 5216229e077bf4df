import { type AppSettings, DEFAULT_SETTINGS, settingEntries } from '@opsdeck/shared/catalogue';

/** localStorage key of the operator's settings (the template forgot to keep them; its users asked). */
export const SETTINGS_STORAGE_KEY = 'opsdeck-settings';

/**
 * The settings an operator chooses, and so the only ones kept: not the device (derived from the
 * window width), the hidden-menu flag (derived too), the drawer's open state, or the server menu.
 */
export const PERSISTED_SETTING_KEYS = [
  'theme',
  'colorWeak',
  'navbar',
  'menu',
  'topMenu',
  'menuCollapse',
  'footer',
  'menuWidth',
  'tabBar',
  'menuFromServer',
  'themeColor',
] as const satisfies readonly (keyof AppSettings)[];

export type PersistedSettings = Pick<AppSettings, (typeof PERSISTED_SETTING_KEYS)[number]>;

const widthEntry = settingEntries.find((e) => e.key === 'menuWidth');
/** Bounds of the menu width (catalogue setting entry). */
export const MENU_WIDTH_MIN = widthEntry?.min ?? 120;
export const MENU_WIDTH_MAX = widthEntry?.max ?? 480;

type StoredCheck = (value: unknown) => boolean;
const isBoolean: StoredCheck = (v) => typeof v === 'boolean';

/**
 * Each stored field on its own: a bad one is dropped (the default applies), the others are kept.
 * Plain checks rather than a schema: this runs on every page, /login included, before any screen.
 */
const STORED_CHECKS: Record<keyof PersistedSettings, StoredCheck> = {
  theme: (v) => v === 'light' || v === 'dark',
  colorWeak: isBoolean,
  navbar: isBoolean,
  menu: isBoolean,
  topMenu: isBoolean,
  menuCollapse: isBoolean,
  footer: isBoolean,
  menuWidth: (v) => Number.isInteger(v) && (v as number) >= MENU_WIDTH_MIN && (v as number) <= MENU_WIDTH_MAX,
  tabBar: isBoolean,
  menuFromServer: isBoolean,
  themeColor: (v) => typeof v === 'string' && /^#[0-9a-fA-F]{6}$/.test(v),
};

/** The stored choices that are still valid; nothing when the key is missing or not JSON. */
export function readStoredSettings(
  storage: Pick<Storage, 'getItem'> | undefined,
): Partial<PersistedSettings> {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(SETTINGS_STORAGE_KEY) ?? null;
  } catch {
    return {}; // storage blocked
  }
  if (!raw) return {};
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return {};
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return {};
  const stored = json as Record<string, unknown>;
  return Object.fromEntries(
    PERSISTED_SETTING_KEYS.filter((k) => STORED_CHECKS[k](stored[k])).map((k) => [k, stored[k]]),
  ) as Partial<PersistedSettings>;
}

/** Only the operator's choices of these settings. */
export function persistedPart(settings: PersistedSettings): PersistedSettings {
  return Object.fromEntries(PERSISTED_SETTING_KEYS.map((k) => [k, settings[k]])) as PersistedSettings;
}

/** Keeps the operator's choices; a full or blocked storage is ignored (the settings still apply). */
export function writeStoredSettings(
  storage: Pick<Storage, 'setItem'> | undefined,
  settings: PersistedSettings,
): void {
  try {
    storage?.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(persistedPart(settings)));
  } catch {
    // quota or privacy mode: nothing to do
  }
}

/** The defaults with the stored choices on top. */
export function initialSettings(storage: Pick<Storage, 'getItem'> | undefined): AppSettings {
  return { ...DEFAULT_SETTINGS, serverMenu: [], ...readStoredSettings(storage) };
}
