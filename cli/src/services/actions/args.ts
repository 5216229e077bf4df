import type { ActionEntry } from '@opsdeck/shared/catalogue';
import { BugError, UsageError } from '@opsdeck/shared/errors';
import type { Locale } from '@opsdeck/shared/i18n';
import { explainGrouping, typedNumberInput } from '@opsdeck/shared/schemas/typed-number';
import type { ArgSpec } from '../../actions/spec.js';
import type { Translate } from '../../i18n.js';
import { flagErrors, flagUsageError } from '../shared/flag-errors.js';

/** A runnable catalogue action (args schema and API call). */
export type RunnableAction = ActionEntry & Required<Pick<ActionEntry, 'args' | 'run'>>;

/** Loads the catalogue entry of an action the CLI runs (the one the palette runs). */
export async function loadAction(id: string): Promise<RunnableAction> {
  const { actionEntries } = await import('@opsdeck/shared/catalogue');
  const entry = actionEntries.find((a) => a.id === id);
  if (!entry?.args || !entry.run) throw new BugError(`the catalogue has no runnable action ${id}`);
  return entry as RunnableAction;
}

/** The key commander stores a flag's value under: `--image-url` → `imageUrl`. */
function attributeOf(flag: string): string {
  return flag.replace(/^--/, '').replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** A list item typed on the command line becomes a number; anything else stays text for the schema. */
function numeric(text: string): unknown {
  return NUMBER.test(text.trim()) ? Number(text) : text;
}

/**
 * One flag's text as the schema's input: numbers (one number may be grouped as the CLI prints it,
 * `1,500`; a list's items are split at the commas), lists, JSON; a bad JSON value is a usage error.
 */
function coerce(t: Translate, locale: Locale, arg: ArgSpec, raw: unknown): unknown {
  if (arg.type === 'boolean') return raw === true;
  const number = arg.type === 'integer' || arg.type === 'number';
  if (arg.list) {
    const items = Array.isArray(raw) ? raw.map(String) : [String(raw)];
    return number ? items.map(numeric) : items;
  }
  const text = String(raw);
  if (number) return typedNumberInput(locale, text) ?? text;
  if (arg.type === 'json') {
    try {
      return JSON.parse(text);
    } catch {
      throw new UsageError(t('cli.actions.badJson', { flag: arg.flag }));
    }
  }
  return text;
}

/**
 * Turns an action command's flags into its args and checks them with the action's own schema (the
 * server's), naming the flags in every broken rule (a usage error, exit 2, before any call).
 */
export function parseActionArgs(
  ctx: { t: Translate; locale: Locale },
  action: RunnableAction,
  specs: readonly ArgSpec[],
  raw: Record<string, unknown>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const typed: Record<string, string> = {};
  for (const arg of specs) {
    const value = raw[attributeOf(arg.flag)];
    // a required on/off flag left out means off (`automation set --id x` turns x off)
    if (arg.type === 'boolean' && value !== true) {
      if (arg.required) values[arg.name] = false;
      continue;
    }
    if (value === undefined) continue;
    values[arg.name] = coerce(ctx.t, ctx.locale, arg, value);
    if ((arg.type === 'integer' || arg.type === 'number') && !arg.list) typed[arg.name] = String(value);
  }
  const parsed = action.args.safeParse(values);
  if (parsed.success) return parsed.data as Record<string, unknown>;
  const flags = Object.fromEntries(specs.map((a) => [a.name, a.flag]));
  const issues = explainGrouping(parsed.error.issues, typed, ctx.locale);
  throw flagUsageError(flagErrors(issues, ctx.locale, flags), ctx.locale);
}
