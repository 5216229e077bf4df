/**
 * The supported locales and how a locale is chosen, apart from the strings, so a client can load
 * only the active language's resources (locales/<locale>/index.ts).
 */

export { type StringTree, translateIn } from './lookup.js';

/** The supported locales (spec §9). */
export const LOCALES = ['en-US', 'zh-CN'] as const;
export type Locale = (typeof LOCALES)[number];
/** Used when nothing is stored (spec §9). */
export const DEFAULT_LOCALE: Locale = 'zh-CN';
/** Used for a key missing in the chosen locale (spec §9). */
export const FALLBACK_LOCALE: Locale = 'en-US';
/** localStorage key of the web console's locale choice (spec §9). */
export const LOCALE_STORAGE_KEY = 'arco-locale';

/** True when the value is a supported locale. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Picks a supported locale from an Accept-Language header or a LANG-style value (zh_CN.UTF-8). */
export function resolveLocale(header: string | undefined | null, fallback: Locale = FALLBACK_LOCALE): Locale {
  if (!header) return fallback;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().replace('_', '-').split('.')[0]?.toLowerCase() ?? '';
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('en')) return 'en-US';
  }
  return fallback;
}
