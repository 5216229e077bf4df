import { dateTimeFormat } from '../../lib/intl-formats.ts';

/**
 * The day (and time) a day input shows and reads, in the console's language: the parts and their
 * separators of the formatter family's numeric date (`11/21/2026`, `2026/11/21`; with the time
 * `11/21/2026, 14:03`, `2026/11/21 14:03`, as `formatDate` and `formatDateTime` show them), so a
 * typed day reads as every shown one, whatever the browser's own language.
 */

export type DayPart = 'year' | 'month' | 'day' | 'hour' | 'minute';

export interface DaySegment {
  part: DayPart;
  /** Its digits: 4 for the year, else 2. */
  length: number;
  /** The text after it ('' for the last). */
  separator: string;
}

const LENGTHS: Record<DayPart, number> = { year: 4, month: 2, day: 2, hour: 2, minute: 2 };
const patterns = new Map<string, DaySegment[]>();

/** The segments of `locale`'s numeric date (with the time when `withTime`), in their order. */
export function daySegments(locale: string, withTime = false): DaySegment[] {
  const key = `${locale}|${withTime}`;
  const kept = patterns.get(key);
  if (kept) return kept;
  const parts = dateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const } : {}),
    timeZone: 'UTC',
  }).formatToParts(Date.UTC(2026, 10, 21, 14, 3));
  const segments: DaySegment[] = [];
  for (const p of parts) {
    if (p.type in LENGTHS) {
      const part = p.type as DayPart;
      segments.push({ part, length: LENGTHS[part], separator: '' });
    } else if (p.type === 'literal' && segments.length > 0) {
      const last = segments[segments.length - 1] as DaySegment;
      last.separator += p.value;
    }
  }
  const last = segments[segments.length - 1];
  if (last) last.separator = '';
  patterns.set(key, segments);
  return segments;
}

/** What is typed, as the segments' digits. */
export interface Masked {
  /** The text to show: each begun segment's digits with the separators between them. */
  text: string;
  /** Each segment's digits (as many as typed, at most its length). */
  digits: string[];
}

/**
 * Reads what is in the field as it is typed: digits fill the segments in turn (a full one passes
 * to the next, so `11212026` is `11/21/2026`), and a separator (any other character) after a
 * begun segment closes it, padded with zeros (`1/5/` is `01/05/`). The text has the locale's
 * separators and none after the last begun segment, so Backspace takes a digit at a time.
 */
export function maskDay(raw: string, segments: readonly DaySegment[]): Masked {
  const digits = segments.map(() => '');
  let i = 0;
  for (const ch of raw) {
    const seg = segments[i];
    if (!seg) break;
    if (ch >= '0' && ch <= '9') {
      if ((digits[i] as string).length === seg.length) {
        i += 1;
        if (i >= segments.length) break;
      }
      digits[i] += ch;
    } else if ((digits[i] as string).length > 0) {
      digits[i] = (digits[i] as string).padStart(seg.length, '0');
      i += 1;
    }
  }
  return { text: textOf(digits, segments), digits };
}

/** The shown text of segments' digits (up to the last begun one). */
export function textOf(digits: readonly string[], segments: readonly DaySegment[]): string {
  let end = digits.length;
  while (end > 0 && digits[end - 1] === '') end -= 1;
  let text = '';
  for (let i = 0; i < end; i += 1) {
    text += digits[i];
    if (i < end - 1) text += segments[i]?.separator ?? '';
  }
  return text;
}

/** A day and time as numbers (month 1–12). */
export interface DayFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The fields of whole segments, or null while one is short or a part is out of its range. */
export function fieldsOf(digits: readonly string[], segments: readonly DaySegment[]): DayFields | null {
  const f: DayFields = { year: 0, month: 0, day: 0, hour: 0, minute: 0 };
  for (const [i, seg] of segments.entries()) {
    const d = digits[i] ?? '';
    if (d.length !== seg.length) return null;
    f[seg.part] = Number(d);
  }
  if (f.year < 1 || f.month < 1 || f.month > 12 || f.day < 1 || f.day > daysIn(f.year, f.month)) return null;
  if (f.hour > 23 || f.minute > 59) return null;
  return f;
}

const pad = (n: number, length = 2) => String(n).padStart(length, '0');

/** `YYYY-MM-DD`, or `YYYY-MM-DDTHH:mm` with the time (the value a native day input has). */
export function dayValueOf(f: DayFields, withTime: boolean): string {
  const day = `${pad(f.year, 4)}-${pad(f.month)}-${pad(f.day)}`;
  return withTime ? `${day}T${pad(f.hour)}:${pad(f.minute)}` : day;
}

/** The fields of a value (`YYYY-MM-DD`, `YYYY-MM-DDTHH:mm`), or null when it is none. */
export function parseValue(value: string): DayFields | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(value);
  if (!m) return null;
  return {
    year: Number(m[1]),
    month: Number(m[2]),
    day: Number(m[3]),
    hour: Number(m[4] ?? 0),
    minute: Number(m[5] ?? 0),
  };
}

/** Each segment's digits of fields. */
export function digitsOf(f: DayFields, segments: readonly DaySegment[]): string[] {
  return segments.map((s) => pad(f[s.part], s.length));
}

/** The segment the caret is in (or just after) in `text`. */
export function segmentAt(caret: number, digits: readonly string[], segments: readonly DaySegment[]): number {
  let end = 0;
  for (const [i, seg] of segments.entries()) {
    end += (digits[i] ?? '').length || seg.length;
    if (caret <= end) return i;
    end += seg.separator.length;
  }
  return segments.length - 1;
}

/** Where segment `index` starts and ends in the text of whole segments. */
export function segmentRange(index: number, segments: readonly DaySegment[]): [number, number] {
  let start = 0;
  for (let i = 0; i < index; i += 1) {
    const seg = segments[i] as DaySegment;
    start += seg.length + seg.separator.length;
  }
  return [start, start + (segments[index]?.length ?? 0)];
}

/**
 * The fields one step up (`by` 1) or down (-1) in a part, as the arrow keys move a native day
 * input's part: a day or a minute passes into the next month or hour; a month or a year keeps
 * the day where the month has it (Jan 31 + 1 month is Feb 28 or 29).
 */
export function stepFields(f: DayFields, part: DayPart, by: 1 | -1): DayFields {
  if (part === 'year' || part === 'month') {
    const months = f.year * 12 + (f.month - 1) + (part === 'year' ? 12 * by : by);
    const year = Math.floor(months / 12);
    const month = (months % 12) + 1;
    return { ...f, year, month, day: Math.min(f.day, daysIn(year, month)) };
  }
  const unit = part === 'day' ? 86_400_000 : part === 'hour' ? 3_600_000 : 60_000;
  const t = new Date(Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute) + by * unit);
  return {
    year: t.getUTCFullYear(),
    month: t.getUTCMonth() + 1,
    day: t.getUTCDate(),
    hour: t.getUTCHours(),
    minute: t.getUTCMinutes(),
  };
}

/** Typed digits of parts that wait for the parts before them (a language switch put them later). */
export type PendingParts = Partial<Record<DayPart, string>>;

/**
 * What was typed in one form (`from`), carried into another (`to`, after a language switch put the
 * parts in another order: 11/2 in en-US is month 11 and a begun day; zh-CN writes the year first).
 * The text holds the parts of the new order up to the first one not typed (a begun part ends it);
 * the typed parts after it wait in `pending` until the typing reaches them (`fillPending`).
 */
export function carryParts(
  text: string,
  from: readonly DaySegment[],
  to: readonly DaySegment[],
): { text: string; pending: PendingParts } {
  const typed = maskDay(text, from).digits;
  const byPart = new Map(from.map((s, i) => [s.part, typed[i] ?? '']));
  const digits = to.map(() => '');
  const pending: PendingParts = {};
  let open = true;
  for (const [i, seg] of to.entries()) {
    const d = byPart.get(seg.part) ?? '';
    if (open && d !== '') {
      digits[i] = d;
      if (d.length < seg.length) open = false;
    } else {
      open = false;
      if (d !== '') pending[seg.part] = d;
    }
  }
  return { text: textOf(digits, to), pending };
}

/**
 * The typed digits with the pending parts put where the typing has reached them: each pending part
 * whose earlier parts are all whole takes its place (a begun one stops there). A part typed anew
 * drops its pending digits. Returns the digits and the parts still pending.
 */
export function fillPending(
  digits: readonly string[],
  segments: readonly DaySegment[],
  pending: PendingParts,
): { digits: string[]; pending: PendingParts } {
  const out = [...digits];
  const left: PendingParts = { ...pending };
  for (const [i, seg] of segments.entries()) if ((out[i] ?? '') !== '') delete left[seg.part];
  for (const [i, seg] of segments.entries()) {
    const d = out[i] ?? '';
    if (d.length === seg.length) continue;
    if (d !== '') break;
    const wait = left[seg.part];
    if (wait === undefined) break;
    out[i] = wait;
    delete left[seg.part];
    if (wait.length < seg.length) break;
  }
  return { digits: out, pending: left };
}
