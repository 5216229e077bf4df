import {
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  isLocale,
  LOCALE_STORAGE_KEY,
  LOCALES,
  type Locale,
  resources,
} from '@opsdeck/shared/i18n';
import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The stored locale choice if it is a supported one, else zh-CN (spec §9). */
export function initialLocale(storage: Pick<Storage, 'getItem'> = localStorage): Locale {
  const stored = storage.getItem(LOCALE_STORAGE_KEY);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLocale(),
  fallbackLng: FALLBACK_LOCALE,
  supportedLngs: [...LOCALES],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
document.documentElement.lang = i18n.language;
i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});

/** The console's current locale. */
export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/** Switches the language and keeps the choice under `arco-locale` (spec §4). */
export async function changeLocale(locale: Locale): Promise<void> {
  localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  await i18n.changeLanguage(locale);
}

/**
 * The text of a catalogue key. Group keys are objects whose own title sits under `_`
 * (`menu.dashboard._`), as the shared `translate` reads them.
 */
export function titleOf(t: TFunction, key: string): string {
  return i18n.exists(`${key}._`) ? t(`${key}._`) : t(key);
}
