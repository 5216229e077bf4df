import { LOCALES, translate } from '@opsdeck/shared/i18n';

/**
 * A catalogue key's title in every language, for the palette's search: `translate` bundles both
 * languages, so only the palette (loaded on first use) imports this.
 */
export function allLanguageTitles(key: string): string[] {
  return LOCALES.map((locale) => translate(locale, key));
}
