import { UsageError } from '@opsdeck/shared/errors';
import type { Translate } from '../i18n.js';
import type { IOStreams } from '../io/io-streams.js';
import { compileJq } from './jq/evaluate.js';
import { JqError } from './jq/parse.js';
import { colorJson } from './json-color.js';

/** How a command's JSON is printed: `--json a,b` keeps those fields, `--jq` filters the result. */
export interface JsonOutput {
  jsonFields?: readonly string[];
  /** A jq expression (checked when the flags are read); each output is printed on its own line. */
  jq?: string;
}

/** Keeps only `fields` of an object, in the order asked (absent ones are left out). */
function pickFields(value: unknown, fields: readonly string[] | undefined): unknown {
  if (!fields || value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const source = value as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const field of fields) if (Object.hasOwn(source, field)) picked[field] = source[field];
  return picked;
}

/** Applies a field selection to a value: per element for a list, else to the object itself. */
export function selectFields(data: unknown, fields: readonly string[] | undefined): unknown {
  if (!fields) return data;
  return Array.isArray(data) ? data.map((row) => pickFields(row, fields)) : pickFields(data, fields);
}

/** A value for the terminal (indented, coloured when colours are on) or a pipe (one line). */
function jsonText(io: IOStreams, value: unknown): string {
  if (!io.isStdoutTTY()) return JSON.stringify(value);
  return io.colorEnabled('stdout') ? colorJson(value) : JSON.stringify(value, null, 2);
}

/** The lines `--jq` prints for a value: a string as it is (gh's --jq too), anything else as JSON. */
function jqLines(io: IOStreams, jq: string, value: unknown): string {
  return compileJq(jq)(value)
    .map((out) => `${typeof out === 'string' ? out : jsonText(io, out)}\n`)
    .join('');
}

/**
 * Prints a command's data as JSON on stdout (nothing else goes there with --json): indented and
 * coloured on a terminal, one line when piped. `jsonFields` (from `--json a,b`) keeps only those
 * fields, per row for a list; `jq` prints what the expression makes of the result instead.
 */
export function writeJson(io: IOStreams, data: unknown, out: JsonOutput = {}): void {
  const value = selectFields(data, out.jsonFields);
  io.stdout.write(out.jq ? jqLines(io, out.jq, value) : `${jsonText(io, value)}\n`);
}

/** Prints rows as NDJSON on stdout: one compact JSON object per line, as they come (`jq` per row). */
export function writeNdjson(io: IOStreams, rows: readonly unknown[], out: JsonOutput = {}): void {
  if (rows.length === 0) return;
  const picked = rows.map((row) => pickFields(row, out.jsonFields));
  const { jq } = out;
  io.stdout.write(
    jq
      ? picked.map((row) => jqLines(io, jq, row)).join('')
      : picked.map((row) => `${JSON.stringify(row)}\n`).join(''),
  );
}

/** Checks a `--jq` expression before anything runs: a usage error naming the problem otherwise. */
export function parseJqFlag(t: Translate, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    compileJq(value);
    return value;
  } catch (err) {
    if (err instanceof JqError) throw new UsageError(t('cli.output.badJq', { problem: err.message }));
    throw err;
  }
}

/**
 * Parses the value of `--json`/`--ndjson`: true (no list) means every field; `a,b` must name known
 * fields of the command, else a usage error listing them (checked before any call is made).
 */
export function parseFieldList(
  t: Translate,
  flag: string,
  value: unknown,
  known: readonly string[],
): string[] | undefined {
  if (value === undefined || value === true || value === false) return undefined;
  const fields = String(value)
    .split(',')
    .map((f) => f.trim())
    .filter((f) => f !== '');
  const unknown = fields.filter((f) => !known.includes(f));
  if (fields.length === 0 || unknown.length > 0)
    throw new UsageError(
      t('cli.output.unknownFields', {
        flag,
        fields: unknown.join(', ') || String(value),
        known: known.join(', '),
      }),
    );
  return [...new Set(fields)];
}
