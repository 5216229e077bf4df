import { enUS } from '@opsdeck/shared/i18n/en-US';
import { FALLBACK_LOCALE, type Locale, type StringTree, translateIn } from '@opsdeck/shared/i18n/locale';

/** Translates a key of the shared resources in the CLI's language. */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * One language's strings. English, the fallback of every language, is always read, so it comes
 * with the start-up code (one file fewer to load); another language's are loaded on demand.
 */
const LOADERS: Record<Locale, () => Promise<StringTree>> = {
  'en-US': async () => enUS,
  'zh-CN': () => import('@opsdeck/shared/i18n/zh-CN').then((m) => m.zhCN),
};

/** A translator over loaded string trees: the language first, then its fallback. */
export function translatorOver(trees: readonly StringTree[]): Translate {
  return (key, params) => translateIn(trees, key, params);
}

/** Loads the language's strings (and the fallback's, for another language) and binds a translator. */
export async function loadTranslator(locale: Locale): Promise<Translate> {
  const locales = locale === FALLBACK_LOCALE ? [locale] : [locale, FALLBACK_LOCALE];
  return translatorOver(await Promise.all(locales.map((l) => LOADERS[l]())));
}
