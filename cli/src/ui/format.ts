const pad = (n: number) => String(n).padStart(2, '0');

/**
 * An ISO timestamp as local `YYYY-MM-DD HH:mm` for people on a terminal (scripts get the raw
 * value); anything that is not an ISO timestamp is shown as it is.
 */
export function formatDateTime(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return value;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
