import { dateTimeFormat } from '@opsdeck/shared/schemas/business-format';

/**
 * Intl formatters kept per locale and options. Making one costs far more than using it (the
 * locale's data is looked up each time), and lists format every cell: each screen asks here
 * instead of calling `new Intl.*Format` per value.
 */

const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function kept<F extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  kind: string,
  locale: string,
  options: object,
  make: () => F,
): F {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key) as F | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/** `new Intl.NumberFormat(locale, options)`, made once. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return kept('n', locale, options, () => new Intl.NumberFormat(locale, options));
}

/**
 * The minus sign every shown number carries (U+2212, as wide as the plus and the digits), in cells,
 * cards, tags and chart axes alike; what a file or a spreadsheet reads (CSV) keeps the ASCII hyphen.
 */
export const MINUS = '\u2212';

/** A formatted number with Intl's hyphen-minus (either locale) as the shown minus sign. */
export function shownMinus(formatted: string): string {
  return formatted.replace('-', MINUS);
}

/**
 * A percentage as shown (`+83.8%`, `−50.0%`, `0.0%`): `digits` decimals (as given when omitted),
 * `+` before a rise when `plus`, the shown minus before a fall, no sign on zero.
 */
export function formatPercent(
  percent: number,
  { digits, plus = false }: { digits?: number; plus?: boolean } = {},
): string {
  const text = digits === undefined ? String(Math.abs(percent)) : Math.abs(percent).toFixed(digits);
  const sign = Number(text) === 0 ? '' : percent < 0 ? MINUS : plus ? '+' : '';
  return `${sign}${text}%`;
}

/** `new Intl.DateTimeFormat(locale, options)`, made once (kept by the shared formatter family). */
export { dateTimeFormat };

/** `new Intl.RelativeTimeFormat(locale, options)`, made once. */
export function relativeTimeFormat(
  locale: string,
  options: Intl.RelativeTimeFormatOptions = {},
): Intl.RelativeTimeFormat {
  return kept('r', locale, options, () => new Intl.RelativeTimeFormat(locale, options));
}

/**
 * The steps of `warmIntl`, each run in a task of its own: Chromium's first number formatter loads
 * the ICU data (12.5 to 19 ms of CPU here in one call), and these earlier calls take that load in
 * pieces, each under the 12.5 ms at which a task blocks at Lighthouse's 4× CPU slowdown (measured
 * with a trace's CPU time per task in a fresh Chromium, en-US and zh-CN alike: the locale's likely
 * subtags 3.3 to 4.2 ms, the numbering systems 6.6 to 6.8, then the number formatter 2.8 to 3.0
 * and the date formatter, the calendar's data, 2.6 to 3.5; about 1 ms more in all than the two
 * formatters alone). A browser without `Intl.supportedValuesOf` skips that step.
 */
export const WARM_INTL_STEPS: readonly ((locale: string) => void)[] = [
  (locale) => void new Intl.Locale(locale).maximize(),
  () =>
    void (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('numberingSystem'),
  (locale) => void numberFormat(locale).format(0),
  (locale) => void dateTimeFormat(locale).format(0),
];

/**
 * Makes the locale's first number and date formatters now, the ICU data's load in tasks of their
 * own (`WARM_INTL_STEPS`). A page's first Intl object loads the ICU data (20 to 35 ms in Chromium
 * here under load, whatever its kind) and its first date formatter the calendar's (2 to 5 ms more);
 * the next ones take well under 1 ms. Otherwise that would happen inside the render that first
 * formats something: the workplace's greeting, a list's total, its rows' dates. main.tsx calls this
 * on a signed-in boot, while the console's code is still on its way. One task for both formatters
 * was 18.5 ms of CPU in a Lighthouse trace of /wallpaper/list (74 ms at its 4× slowdown, 24 ms of
 * blocking time), and the number formatter alone still 13 to 19 ms.
 */
export function warmIntl(
  locale: string,
  steps: readonly ((locale: string) => void)[] = WARM_INTL_STEPS,
): void {
  const [step, ...rest] = steps;
  if (!step) return;
  setTimeout(() => {
    step(locale);
    warmIntl(locale, rest);
  });
}
