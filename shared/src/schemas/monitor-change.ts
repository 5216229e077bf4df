import { signedNumber } from './number-formats.js';

/** Translates a key (i18next's `t` in the console, the CLI's translator): no strings bundled here. */
type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * What a monitor event changed, as the console's activity and `opsdeck monitor` both show it: coins
 * signed and grouped in the locale (`+20,000`), VIP days in the locale's words (`+26 d`, `+26 天`);
 * '' when the event changed neither.
 */
export function monitorChangeText(
  t: Translate,
  locale: string,
  event: { coins: number | null; days: number | null },
): string {
  if (event.coins !== null) return signedNumber(locale, event.coins);
  if (event.days !== null) return t('monitor.activity.plusDays', { days: signedNumber(locale, event.days) });
  return '';
}
