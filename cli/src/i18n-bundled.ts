import { type Locale, translate } from '@opsdeck/shared/i18n';
import type { Translate } from './i18n.js';

/** Binds `translate` (both languages bundled) to one locale, synchronously: for tests and the docs generator (the CLI itself loads only its language, `loadTranslator`). */
export function createTranslator(locale: Locale): Translate {
  return (key, params) => translate(locale, key, params);
}
