import { formatLongDate, formatMediumDateTime } from '@opsdeck/shared/schemas';

/**
 * A date (spelled out) or a date and time shown in the UI language, in the business time zone, as
 * every business time the console shows (the shared formatter family, business-format.ts); left as
 * it is when it does not parse.
 */
export function formatDate(value: string, locale: string, withTime = false): string {
  if (!value.trim()) return '';
  return withTime ? formatMediumDateTime(value, locale) : formatLongDate(value, locale);
}

/** Only http(s) addresses become links. */
export function safeHref(url: string): string | undefined {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : undefined;
  } catch {
    return undefined;
  }
}
