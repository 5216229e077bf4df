import { FALLBACK_LOCALE, type Locale } from './locale.js';
import { enUS } from './locales/en-US/index.js';
import { zhCN } from './locales/zh-CN/index.js';
import { translateIn } from './lookup.js';

export {
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  isLocale,
  LOCALE_STORAGE_KEY,
  LOCALES,
  type Locale,
  resolveLocale,
} from './locale.js';

/** The resources of every locale, keyed by locale, in i18next's shape (one `translation` namespace). */
export const resources = {
  'en-US': { translation: enUS },
  'zh-CN': { translation: zhCN },
} as const;

/**
 * Translates a dotted key with `{{name}}` interpolation, without i18next (server and CLI use this;
 * the web console uses i18next over the same resources). Falls back to en-US, then to the key.
 */
export function translate(locale: Locale, key: string, params: Record<string, unknown> = {}): string {
  return translateIn([resources[locale].translation, resources[FALLBACK_LOCALE].translation], key, params);
}

/** Lists every leaf key of a resource tree as dotted paths (used by the parity test and tooling). */
export function flattenKeys(tree: unknown, prefix = ''): string[] {
  if (tree === null || typeof tree !== 'object') return [prefix];
  return Object.entries(tree as Record<string, unknown>).flatMap(([k, v]) =>
    flattenKeys(v, prefix ? `${prefix}.${k}` : k),
  );
}
