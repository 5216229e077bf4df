import { BUSINESS_TIME_ZONE_LABEL } from '../schemas/business-time.js';
import { FALLBACK_LOCALE, type Locale } from './locale.js';
import { enUS } from './locales/en-US/index.js';
import { zhCN } from './locales/zh-CN/index.js';

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

function lookup(tree: unknown, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  if (typeof node === 'string') return node;
  if (node && typeof node === 'object' && typeof (node as Record<string, unknown>)._ === 'string') {
    return (node as Record<string, string>)._;
  }
  return undefined;
}

/**
 * Values every string may name without being given them: `{{zone}}` is the business time zone's
 * label (`UTC+8`), so a time column's title says in which zone its times are.
 */
export const DEFAULT_PARAMS: Readonly<Record<string, string>> = { zone: BUSINESS_TIME_ZONE_LABEL };

/**
 * Translates a dotted key with `{{name}}` interpolation, without i18next (server and CLI use this;
 * the web console uses i18next over the same resources). Falls back to en-US, then to the key.
 */
export function translate(locale: Locale, key: string, params: Record<string, unknown> = {}): string {
  const text =
    lookup(resources[locale].translation, key) ?? lookup(resources[FALLBACK_LOCALE].translation, key);
  if (text === undefined) return key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
    String(params[name] ?? DEFAULT_PARAMS[name] ?? ''),
  );
}

/** Lists every leaf key of a resource tree as dotted paths (used by the parity test and tooling). */
export function flattenKeys(tree: unknown, prefix = ''): string[] {
  if (tree === null || typeof tree !== 'object') return [prefix];
  return Object.entries(tree as Record<string, unknown>).flatMap(([k, v]) =>
    flattenKeys(v, prefix ? `${prefix}.${k}` : k),
  );
}
