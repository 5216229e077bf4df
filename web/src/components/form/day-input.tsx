// its stylesheet comes with the signed-in shell's (app/layout/layout-route.tsx)
import { Classes, type Intent } from '@blueprintjs/core';
import { businessToday, formatDate, formatDateTime } from '@opsdeck/shared/schemas';
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  carryParts,
  type DaySegment,
  daySegments,
  dayValueOf,
  digitsOf,
  fieldsOf,
  fillPending,
  maskDay,
  type PendingParts,
  parseValue,
  segmentAt,
  segmentRange,
  stepFields,
  textOf,
} from './day-mask.ts';

export interface DayInputProps {
  /** `YYYY-MM-DD` (`YYYY-MM-DDTHH:mm` with `withTime`), or '' for none: a native day input's value. */
  value: string;
  /** A whole valid day, or '' while the field holds none (emptied, not finished, not a day, out of bounds). */
  onChange: (value: string) => void;
  /** The field's name, as its label says it: the messages start with it. */
  label: string;
  /** A day and a time (hours and minutes), as `datetime-local`. */
  withTime?: boolean;
  /** The first and last day it takes (`YYYY-MM-DD`). */
  min?: string;
  max?: string;
  id?: string;
  name?: string;
  className?: string;
  intent?: Intent;
  disabled?: boolean;
  autoFocus?: boolean;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
}

/** The segments' placeholder in the console's language (`MM/DD/YYYY`, `年/月/日`). */
function patternText(segments: readonly DaySegment[], token: (part: string) => string): string {
  return segments.map((s) => `${token(s.part)}${s.separator}`).join('');
}

/**
 * The console's one day input (and day-and-time input): a text field in the console's language's
 * numeric form (`11/21/2026`, `2026/11/21`, as every shown day), not the browser's, which a native
 * `<input type="date">` follows (a zh-CN operator on an English browser saw mm/dd/yyyy). Typed
 * fast: digits fill the parts and the separators come by themselves (`11212026`), a separator
 * closes a short part (`1/5/2026`); ↑/↓ move the part under the caret (a day, a month, a year, an
 * hour, a minute; on an empty field, today). A finished text that is not a day, or is out of
 * bounds, or an unfinished one when the field is left, says why, naming the field and the form
 * in the operator's language; the value is then '' (as a native input's).
 */
export function DayInput(props: DayInputProps) {
  const { value, onChange, label, withTime = false, min, max } = props;
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const segments = useMemo(() => daySegments(locale, withTime), [locale, withTime]);
  const shownOf = (v: string) => {
    const f = parseValue(v);
    return f ? textOf(digitsOf(f, segments), segments) : '';
  };
  const [text, setText] = useState(() => shownOf(value));
  const [left, setLeft] = useState(false);
  /** Parts typed before a language switch that wait for the parts the new order puts before them. */
  const [pending, setPending] = useState<PendingParts>({});
  /** The value last sent or received: another one is a change from outside, shown as it is. */
  const held = useRef(value);
  const input = useRef<HTMLInputElement>(null);
  /** The selection to put back after the text is drawn (a part moved by ↑/↓, the caret after a digit). */
  const selection = useRef<[number, number] | null>(null);
  const errorId = useId();

  // a value from outside (a reset, the URL, a preset) is shown as it is
  // biome-ignore lint/correctness/useExhaustiveDependencies: on a new value only
  useEffect(() => {
    if (value === held.current) return;
    held.current = value;
    setText(shownOf(value));
    setPending({});
  }, [value]);
  // a language switch shows the held day in the new language's form, and a day still being typed
  // keeps its typed parts in the new order (11/2 → 2026/11/2 once the year is typed)
  const shownSegments = useRef(segments);
  // biome-ignore lint/correctness/useExhaustiveDependencies: on a new form only
  useEffect(() => {
    const from = shownSegments.current;
    if (from === segments) return;
    shownSegments.current = segments;
    if (held.current !== '') {
      setText(shownOf(held.current));
      setPending({});
      return;
    }
    const carried = carryParts(text, from, segments);
    setText(carried.text);
    setPending(carried.pending);
  }, [segments]);

  useLayoutEffect(() => {
    const el = input.current;
    if (el && selection.current && document.activeElement === el) el.setSelectionRange(...selection.current);
    selection.current = null;
  });

  const masked = maskDay(text, segments);
  const fields = fieldsOf(masked.digits, segments);
  const typedValue = fields ? dayValueOf(fields, withTime) : '';
  const whole = masked.digits.every((d, i) => d.length === segments[i]?.length);
  const showDay = (day: string) => (withTime ? formatDateTime(day, locale) : formatDate(day, locale));
  const pattern = patternText(segments, (part) => t(`web.dayInput.tokens.${part}`));
  // an emptied form after a language switch shows the parts that wait (年/11/21)
  const waiting = patternText(
    segments,
    (part) => pending[part as keyof PendingParts] ?? t(`web.dayInput.tokens.${part}`),
  );
  const sample = patternText(segments, (part) => (part === 'year' ? '0000' : '00'));
  const dayOnly = typedValue.slice(0, 10);
  const error =
    text === ''
      ? null
      : whole && !fields
        ? t('web.dayInput.notADay', { field: label, text })
        : fields && min && dayOnly < min
          ? t('web.dayInput.min', { field: label, min: formatDate(min, locale) })
          : fields && max && dayOnly > max
            ? t('web.dayInput.max', { field: label, max: formatDate(max, locale) })
            : !whole && left
              ? t(withTime ? 'web.dayInput.formatTime' : 'web.dayInput.format', { field: label, pattern })
              : null;

  function show(typed: string) {
    let next = typed;
    if (Object.keys(pending).length > 0) {
      // emptied: what waited goes too; else the waiting parts the typing has reached take their place
      const filled =
        typed === ''
          ? { digits: [], pending: {} }
          : fillPending(maskDay(typed, segments).digits, segments, pending);
      if (typed !== '') next = textOf(filled.digits, segments);
      setPending(filled.pending);
      // the caret after the parts put in, when it was at the end of the typing
      if (next !== typed && (selection.current?.[0] ?? typed.length) >= typed.length)
        selection.current = [next.length, next.length];
    }
    setText(next);
    const m = maskDay(next, segments);
    const f = fieldsOf(m.digits, segments);
    const v = f ? dayValueOf(f, withTime) : '';
    const inBounds = !!f && !(min && v.slice(0, 10) < min) && !(max && v.slice(0, 10) > max);
    const out = inBounds ? v : '';
    if (out !== held.current) {
      held.current = out;
      onChange(out);
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if ((e.key !== 'ArrowUp' && e.key !== 'ArrowDown') || e.altKey || e.ctrlKey || e.metaKey) return;
    const by = e.key === 'ArrowUp' ? 1 : -1;
    const caret = e.currentTarget.selectionStart ?? text.length;
    const index =
      text === '' ? segments.findIndex((s) => s.part === 'day') : segmentAt(caret, masked.digits, segments);
    const start = fields ?? (text === '' ? parseValue(`${businessToday()}T00:00`) : null);
    if (!start) return; // an unfinished text: ↑/↓ leave it
    e.preventDefault();
    const seg = segments[index] as DaySegment;
    const next = text === '' ? start : stepFields(start, seg.part, by);
    selection.current = segmentRange(index, segments);
    show(textOf(digitsOf(next, segments), segments));
  }

  return (
    <span className="od-day-input">
      <input
        ref={input}
        id={props.id}
        name={props.name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        className={`${Classes.INPUT} od-day-input-field${error || props.intent === 'danger' ? ` ${Classes.INTENT_DANGER}` : ''}${props.className ? ` ${props.className}` : ''}`}
        style={{
          // room for the longer of the digits and the placeholder (its letters are wider than a digit)
          width: `calc(${Math.ceil(1.3 * Math.max(pattern.length, sample.length))}ch + 16px)`,
        }}
        placeholder={waiting}
        value={text}
        disabled={props.disabled}
        // biome-ignore lint/a11y/noAutofocus: a form's first field, as the native input it replaces
        autoFocus={props.autoFocus}
        aria-label={props['aria-label']}
        aria-invalid={error || props['aria-invalid'] ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        title={typedValue && !error ? showDay(typedValue) : pattern}
        onChange={(e) => {
          const el = e.currentTarget;
          const raw = el.value;
          const caret = el.selectionStart ?? raw.length;
          // the caret stays after the same number of digits (an edit inside the text)
          const before = raw.slice(0, caret).replace(/\D/g, '').length;
          const next = maskDay(raw, segments).text;
          let at = 0;
          for (let seen = 0; at < next.length && seen < before; at += 1)
            if (/\d/.test(next[at] as string)) seen += 1;
          selection.current = caret >= raw.length ? [next.length, next.length] : [at, at];
          setLeft(false);
          show(next);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setLeft(true)}
        onFocus={() => setLeft(false)}
      />
      {error && (
        <span id={errorId} className="od-day-input-error" role="alert">
          {error}
        </span>
      )}
    </span>
  );
}
