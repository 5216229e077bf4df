import { UsageError } from '@opsdeck/shared/errors';
import type { Translate } from '../i18n.js';
import type { IOStreams } from '../io/io-streams.js';

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

/**
 * Prints a command's data as JSON on stdout (nothing else goes there with --json): indented on a
 * terminal, one line when piped. `fields` (from `--json a,b`) keeps only those fields, per row for
 * a list.
 */
export function writeJson(io: IOStreams, data: unknown, fields?: readonly string[]): void {
  const value = selectFields(data, fields);
  const text = io.isStdoutTTY() ? JSON.stringify(value, null, 2) : JSON.stringify(value);
  io.stdout.write(`${text}\n`);
}

/** Prints rows as NDJSON on stdout: one compact JSON object per line, as they come. */
export function writeNdjson(io: IOStreams, rows: readonly unknown[], fields?: readonly string[]): void {
  if (rows.length === 0) return;
  io.stdout.write(rows.map((row) => `${JSON.stringify(pickFields(row, fields))}\n`).join(''));
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
