import { BUSINESS_TIME_ZONE } from '@opsdeck/shared/schemas';

/**
 * A date or date-time string shown in the UI language, in the business time zone (UTC+8) as every
 * business time the console shows; left as it is when it does not parse. Takes ISO 8601 and
 * PostgreSQL's text form (`2026-01-01 00:16:39+00`).
 */
export function formatDate(value: string, locale: string, withTime = false): string {
  const text = value.trim();
  if (!text) return '';
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(text)
    ? text.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')
    : text;
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return value;
  return new Intl.DateTimeFormat(
    locale,
    withTime
      ? { dateStyle: 'medium', timeStyle: 'short', timeZone: BUSINESS_TIME_ZONE }
      : { dateStyle: 'long', timeZone: BUSINESS_TIME_ZONE },
  ).format(new Date(ms));
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
