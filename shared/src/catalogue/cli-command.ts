import type { z } from 'zod';
import { zodKindOf, zodShapeOf } from '../schemas/zod-walk.js';
import type { ActionEntry } from './types.js';

/** The CLI's program name. */
export const CLI_PROGRAM = 'opsdeck';

/** A value of one argument as the CLI takes it (absent, false and null are left out). */
export type CliArgValue = string | number | boolean | null | undefined;

const SAFE_WORD = /^[A-Za-z0-9_@%+=:,./-]+$/;

/**
 * Quotes a word for a POSIX shell: safe words stay as they are (unless `always`), anything else is
 * put in single quotes, with each `'` written as `'\''`. The empty word is `''`.
 */
export function shellQuote(word: string, always = false): string {
  if (!always && SAFE_WORD.test(word)) return word;
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

/**
 * The CLI flag of an argument: kebab-case, and a reference (`memberId`) drops its `Id`, since the
 * CLI takes any reference the lookup accepts (`--member 10000123`).
 */
export function cliFlagOf(argName: string): string {
  const base = /^[a-z][A-Za-z0-9]*Id$/.test(argName) ? argName.slice(0, -2) : argName;
  return `--${base.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/** The argument names of a schema (an object's keys, in order) and which of them are free text. */
function argFields(args: z.ZodType | undefined): { name: string; text: boolean }[] {
  const shape = zodShapeOf(args);
  if (!shape) return [];
  return Object.entries(shape).map(([name, schema]) => ({ name, text: zodKindOf(schema) === 'string' }));
}

/**
 * The `opsdeck …` line that does what the action does with these argument values, e.g.
 * `opsdeck coins reissue --member 10000123 --coins 50 --reason 'compensation' --key 6f1c…`.
 * Flags follow the action's args schema (in its order; free text always quoted), then `--key` when
 * an idempotency key is given. Null when the action has no CLI command.
 */
export function cliCommandLine(
  entry: Pick<ActionEntry, 'cli' | 'args'>,
  values: Readonly<Record<string, CliArgValue>>,
  opts: { key?: string } = {},
): string | null {
  if (!entry.cli || entry.cli.length === 0) return null;
  const words = [CLI_PROGRAM, ...entry.cli];
  const fields = argFields(entry.args);
  const known = new Set(fields.map((f) => f.name));
  const extra = Object.keys(values)
    .filter((name) => !known.has(name))
    .map((name) => ({ name, text: typeof values[name] === 'string' }));
  for (const { name, text } of [...fields, ...extra]) {
    const value = values[name];
    if (value === undefined || value === null || value === false) continue;
    const flag = cliFlagOf(name);
    if (value === true) words.push(flag);
    else words.push(flag, shellQuote(String(value), text));
  }
  if (opts.key) words.push('--key', shellQuote(opts.key));
  return words.join(' ');
}
