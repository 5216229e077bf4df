import {
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  isLocale,
  LOCALE_STORAGE_KEY,
  LOCALES,
  type Locale,
} from '@opsdeck/shared/i18n/locale';
import {
  BUSINESS_TIME_ZONE_LABEL,
  formatMediumDateTime,
  joinMessagesIn,
  type Translator,
  translatorIn,
} from '@opsdeck/shared/schemas';
import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { numberFormat, relativeTimeFormat, shownMinus } from './intl-formats.ts';

/**
 * The language of a browser that has no stored choice: Simplified Chinese browsers (zh, zh-CN,
 * zh-Hans, zh-SG) get zh-CN, every other browser en-US.
 */
export function browserLocale(languages: readonly string[] | undefined): Locale {
  const first = languages?.[0] ?? '';
  return /^zh(-(CN|SG|Hans)\b.*)?$/i.test(first) ? 'zh-CN' : 'en-US';
}

/** The stored locale choice if it is a supported one, else the browser's language (see browserLocale). */
export function initialLocale(
  storage: Pick<Storage, 'getItem'> = localStorage,
  nav: Pick<Navigator, 'languages' | 'language'> | undefined = globalThis.navigator,
): Locale {
  const stored = storage.getItem(LOCALE_STORAGE_KEY);
  if (isLocale(stored)) return stored;
  return browserLocale(nav?.languages?.length ? nav.languages : nav?.language ? [nav.language] : []);
}

export const i18n: I18n = i18next.createInstance();

// Each language's strings are their own chunks, in two parts: the first strings (what /login and the
// boot need) and the signed-in console's (fetched with the signed-in shell). The console fetches only
// the active language (the other one when the operator switches) and never the CLI's strings. Every
// key exists in both languages (a parity test checks it).
const FIRST_STRINGS: Record<Locale, () => Promise<object>> = {
  'en-US': () => import('@opsdeck/shared/i18n/en-US/web-first').then((m) => m.enUSFirst),
  'zh-CN': () => import('@opsdeck/shared/i18n/zh-CN/web-first').then((m) => m.zhCNFirst),
};
const CONSOLE_STRINGS: Record<Locale, () => Promise<object>> = {
  'en-US': () => import('@opsdeck/shared/i18n/en-US/web-console').then((m) => m.enUSConsole),
  'zh-CN': () => import('@opsdeck/shared/i18n/zh-CN/web-console').then((m) => m.zhCNConsole),
};

const added = new Map<string, Promise<void>>();
/** Adds one part of a language's strings once (deep, so the parts' `fields` merge). */
function addPart(locale: Locale, part: 'first' | 'console'): Promise<void> {
  const key = `${locale}:${part}`;
  let done = added.get(key);
  if (!done) {
    const load = part === 'first' ? FIRST_STRINGS[locale] : CONSOLE_STRINGS[locale];
    done = load().then((strings) => void i18n.addResourceBundle(locale, 'translation', strings, true, true));
    done.catch(() => added.delete(key)); // a failed fetch is tried again next time
    added.set(key, done);
  }
  return done;
}

/** True once the signed-in console asked for its strings: a language switch then fetches both parts. */
let consoleWanted = false;

/** Fetches a language's strings into i18next once: the first part, and the console's when wanted. */
export async function loadLocale(locale: Locale, withConsole = consoleWanted): Promise<void> {
  await Promise.all([addPart(locale, 'first'), withConsole ? addPart(locale, 'console') : undefined]);
}

/** Fetches the signed-in console's strings in the active language (and, from now on, on a switch). */
export function loadConsoleStrings(): Promise<void> {
  consoleWanted = true;
  return loadLocale(currentLocale());
}

/** A lazy import that settles once the signed-in console's strings are in too (for `lazy()`). */
export function withConsoleStrings<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadConsoleStrings()]).then(([loaded]) => loaded);
}

const firstLocale = initialLocale();
void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: firstLocale,
  fallbackLng: FALLBACK_LOCALE,
  supportedLngs: [...LOCALES],
  // `{{zone}}` in any string is the business time zone's label (as shared `translate` does)
  interpolation: { escapeValue: false, defaultVariables: { zone: BUSINESS_TIME_ZONE_LABEL } },
  returnNull: false,
  initAsync: false,
});
document.documentElement.lang = i18n.language;
i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});

/** Settles once the first language's strings are in; the console renders after it. */
export const i18nReady: Promise<void> = loadLocale(firstLocale);

/** The console's current locale. */
export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/**
 * The console's loaded strings as the shared `Translator`, for the shared input messages
 * (`formatIssuesIn`, `fieldLabelIn`): the same texts the server gives, without the shared
 * `translate`, which holds every language.
 */
export function translator(locale: Locale = currentLocale()): Translator {
  return translatorIn(locale, (key, params) => i18n.t(key, { ...params, lng: locale }));
}

/**
 * Several messages (of broken rules, of a refused call) as one line in the console's language:
 * `…; …` in en-US, `…；…` in zh-CN (the shared `validation.separator`, as the CLI joins them).
 */
export function joinMessages(messages: readonly string[], locale: Locale = currentLocale()): string {
  return joinMessagesIn(translator(locale), messages);
}

/** Switches the language and keeps the choice under `arco-locale` (spec §4). */
export async function changeLocale(locale: Locale): Promise<void> {
  localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  await loadLocale(locale);
  await i18n.changeLanguage(locale);
}

/**
 * The text of a catalogue key. Group keys are objects whose own title sits under `_`
 * (`menu.dashboard._`), as the shared `translate` reads them.
 */
export function titleOf(t: TFunction, key: string): string {
  return i18n.exists(`${key}._`) ? t(`${key}._`) : t(key);
}

/** "5 minutes ago" / "5分钟前" for the last week, else the date and time. */
export function formatRelativeTime(value: string | number | Date, now: number = Date.now()): string {
  const date = value instanceof Date ? value : new Date(value);
  const seconds = Math.round((date.getTime() - now) / 1000);
  if (Number.isNaN(seconds)) return String(value);
  const abs = Math.abs(seconds);
  if (abs >= 7 * 86400) return formatMediumDateTime(date, currentLocale());
  const rtf = relativeTimeFormat(currentLocale(), { numeric: 'auto' });
  if (abs < 60) return rtf.format(seconds, 'second');
  if (abs < 3600) return rtf.format(Math.round(seconds / 60), 'minute');
  if (abs < 86400) return rtf.format(Math.round(seconds / 3600), 'hour');
  return rtf.format(Math.round(seconds / 86400), 'day');
}

/** A count in the console's language (grouping separators, the shown minus sign). */
export function formatCount(value: number): string {
  return shownMinus(numberFormat(currentLocale()).format(value));
}
