import { type Locale, translate } from '@opsdeck/shared/i18n';

/** Translates a key of the shared resources in the CLI's language. */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

/** Binds `translate` to one locale. */
export function createTranslator(locale: Locale): Translate {
  return (key, params) => translate(locale, key, params);
}
