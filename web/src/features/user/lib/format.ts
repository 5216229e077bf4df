/** A date or date-time string shown in the UI language; left as it is when it does not parse. */
export function formatDate(value: string, locale: string, withTime = false): string {
  const text = value.trim();
  if (!text) return '';
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(text) ? text.replace(' ', 'T') : text;
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return value;
  return new Intl.DateTimeFormat(
    locale,
    withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'long' },
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
