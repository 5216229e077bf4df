import type { Locale } from '@opsdeck/shared/i18n';
import type { ReissueKind } from '@opsdeck/shared/reissue';
import type { Translate } from '../../i18n.js';
import type { ReissueAction } from '../reissue/action.js';
import { checkReissueFlags, type ReissueFlags, type ReissueInput } from '../reissue/args.js';
import type { CsvRecord } from './csv.js';
import { deriveKey } from './keys.js';
import type { NdjsonRecord } from './ndjson.js';

/** A checked row of a batch file, with the idempotency key it is sent with. */
export interface BatchRow {
  /** The line of the file the row starts on (1-based). */
  line: number;
  input: ReissueInput & { key: string };
  /** True when the key was derived from the row (no `key` column or value). */
  derived: boolean;
}

/** Why one line of a batch file cannot be run. */
export interface RowError {
  line: number;
  messages: string[];
}

/** A row that asks for exactly what an earlier row asks for (both are issued, with their own keys). */
export interface RepeatedRow {
  line: number;
  firstLine: number;
}

/** The rows of a batch file as raw text values per column, before any check. */
export interface RawRow {
  line: number;
  values: ReissueFlags;
}

export interface CheckedRows {
  rows: BatchRow[];
  errors: RowError[];
  repeats: RepeatedRow[];
}

/** The columns a batch file of this kind takes: member, coins|days, reason, and an optional key. */
function batchColumns(kind: ReissueKind): { required: string[]; optional: string[] } {
  return { required: ['member', kind.amount, 'reason'], optional: ['key'] };
}

const other = (kind: ReissueKind) => (kind.amount === 'coins' ? 'days' : 'coins');

/** Checks column names (a CSV header or an NDJSON object's fields); returns the messages. */
function columnProblems(t: Translate, kind: ReissueKind, names: readonly string[], csv: boolean): string[] {
  const { required, optional } = batchColumns(kind);
  const allowed = [...required, ...optional];
  const messages: string[] = [];
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) messages.push(t('cli.batch.errors.duplicateColumn', { name }));
    seen.add(name);
    if (name === other(kind))
      messages.push(
        t('cli.batch.errors.wrongAmountColumn', { name, expected: kind.amount, noun: kind.noun }),
      );
    else if (!allowed.includes(name))
      messages.push(t('cli.batch.errors.unknownColumn', { name, allowed: allowed.join(', ') }));
  }
  // a missing NDJSON field is reported by the args schema as a required value
  if (csv)
    for (const name of required)
      if (!seen.has(name)) messages.push(t('cli.batch.errors.missingColumn', { name }));
  return messages;
}

/** CSV records (the first is the header) as raw rows; header and shape problems as errors. */
export function csvRows(
  t: Translate,
  kind: ReissueKind,
  records: readonly CsvRecord[],
): { rows: RawRow[]; errors: RowError[] } {
  const [header, ...body] = records;
  if (!header) return { rows: [], errors: [] };
  const names = header.fields.map((f) => f.trim().toLowerCase());
  const problems = columnProblems(t, kind, names, true);
  if (problems.length > 0) return { rows: [], errors: [{ line: header.line, messages: problems }] };
  const index = (name: string) => names.indexOf(name);
  const rows: RawRow[] = [];
  const errors: RowError[] = [];
  for (const record of body) {
    if (record.fields.length !== names.length) {
      const params = { expected: names.length, count: names.length, found: record.fields.length };
      errors.push({ line: record.line, messages: [t('cli.batch.errors.fieldCount', params)] });
      continue;
    }
    const cell = (name: string) => (index(name) >= 0 ? record.fields[index(name)] : undefined);
    const key = cell('key')?.trim();
    rows.push({
      line: record.line,
      values: {
        member: cell('member'),
        amount: cell(kind.amount),
        reason: cell('reason'),
        ...(key ? { key } : {}),
      },
    });
  }
  return { rows, errors };
}

/** NDJSON objects as raw rows: numbers become text; other types are errors of their field. */
export function ndjsonRows(
  t: Translate,
  kind: ReissueKind,
  records: readonly NdjsonRecord[],
): { rows: RawRow[]; errors: RowError[] } {
  const rows: RawRow[] = [];
  const errors: RowError[] = [];
  for (const { line, value } of records) {
    const messages = columnProblems(t, kind, Object.keys(value), false);
    const text = (name: string, numbers: boolean): string | undefined => {
      const v = value[name];
      if (v === undefined || v === null) return undefined;
      if (typeof v === 'string') return v;
      if (numbers && typeof v === 'number' && Number.isFinite(v)) return String(v);
      messages.push(t(numbers ? 'cli.batch.errors.notTextOrNumber' : 'cli.batch.errors.notText', { name }));
      return undefined;
    };
    const values: ReissueFlags = {
      member: text('member', true),
      amount: text(kind.amount, true),
      reason: text('reason', false),
    };
    const key = text('key', false);
    if (key !== undefined && key.trim() !== '') values.key = key.trim();
    if (messages.length > 0) errors.push({ line, messages });
    else rows.push({ line, values });
  }
  return { rows, errors };
}

/**
 * Checks every raw row with the catalogue action's args schema (as the flags of one re-issue are
 * checked) and gives each its key: its own, or one derived from what it asks (keys.ts). A key used
 * by two rows is an error of the second. Rows asking the same as an earlier row are listed.
 */
export function checkRows(
  action: ReissueAction,
  kind: ReissueKind,
  raw: readonly RawRow[],
  ctx: { t: Translate; locale: Locale; batchId?: string },
): CheckedRows {
  const names = { memberId: 'member', [kind.amount]: kind.amount, reason: 'reason', key: 'key' };
  const rows: BatchRow[] = [];
  const errors: RowError[] = [];
  const repeats: RepeatedRow[] = [];
  const keyLines = new Map<string, number>();
  const sameAsk = new Map<string, { first: number; count: number }>();
  for (const { line, values } of raw) {
    const checked = checkReissueFlags(action, kind, values, ctx.locale, names);
    if (checked.errors) {
      errors.push({ line, messages: checked.errors.map((e) => e.message) });
      continue;
    }
    const input = { ...checked.input, reason: checked.input.reason.trim() };
    const ask = JSON.stringify([input.member, input.amount, input.reason]);
    const seen = sameAsk.get(ask);
    const occurrence = (seen?.count ?? 0) + 1;
    sameAsk.set(ask, { first: seen?.first ?? line, count: occurrence });
    if (seen) repeats.push({ line, firstLine: seen.first });
    const key =
      input.key ??
      deriveKey({ noun: kind.noun, ...input, occurrence, ...(ctx.batchId ? { batchId: ctx.batchId } : {}) });
    const earlier = keyLines.get(key);
    if (earlier !== undefined) {
      errors.push({ line, messages: [ctx.t('cli.batch.errors.keyReused', { key, line: earlier })] });
      continue;
    }
    keyLines.set(key, line);
    rows.push({ line, input: { ...input, key }, derived: input.key === undefined });
  }
  return { rows, errors, repeats };
}
