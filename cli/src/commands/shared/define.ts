import { Command } from 'commander';
import type { Factory } from '../../factory.js';
import type { ServiceContext } from '../../services/context.js';
import {
  addCommonFlags,
  addExamples,
  type CommonFlags,
  commonFlags,
  type ListFlags,
  listFlags,
  valuesOption,
} from './flags.js';

/** A flag: its commander flags, the i18n key of its help and, for a choice, the values it takes. */
export type FlagDef = readonly [flags: string, key: string, values?: readonly string[]];

/** The i18n keys of a command's summary and description: `<prefix>.summary` and `<prefix>.description`. */
export type TextDef = string | { summary: string; description: string };

/** What a command declares: its words, texts, arguments, flags, `--json` fields and help examples. */
export interface CommandDef {
  name: string;
  alias?: string;
  text: TextDef;
  /** Arguments: `<name>` (or `<name...>`, `[name]`) and the i18n key of its help. */
  args?: readonly (readonly [string, string])[];
  flags?: readonly FlagDef[];
  /** The fields `--json a,b` accepts (listed in the help). */
  fields?: readonly string[];
  examples: readonly string[];
}

/** The run seam of a command: the service call by default, a spy in tests. */
export type Run<O> = (opts: O) => Promise<unknown>;

/** A command's service: does the work with the run's context (the --server flag resolved). */
export type Service<O> = (ctx: ServiceContext, opts: O) => Promise<unknown>;

/** The default run seam: loads the service only when the command runs (never for --help) and calls it. */
export function serviceRun<O extends { server?: string }>(
  f: Factory,
  load: () => Promise<Service<O>>,
): Run<O> {
  return async (opts) => (await load())(f.context(opts.server), opts);
}

/** What a command's action receives: the parsed flags (read and checked when asked), the raw options, the arguments. */
export interface Invocation<F> {
  common: () => F;
  raw: Record<string, unknown>;
  args: string[];
}

/** A command with its summary, description, arguments and flags declared (no action yet). */
function commandOf(f: Factory, def: CommandDef): Command {
  const { t } = f;
  const text =
    typeof def.text === 'string'
      ? { summary: `${def.text}.summary`, description: `${def.text}.description` }
      : def.text;
  const cmd = new Command(def.name).summary(t(text.summary)).description(t(text.description));
  if (def.alias) cmd.alias(def.alias);
  for (const [name, key] of def.args ?? []) cmd.argument(name, t(key));
  for (const [flags, key, values] of def.flags ?? []) {
    if (values) cmd.addOption(valuesOption(flags, t(key), values));
    else cmd.option(flags, t(key));
  }
  return cmd;
}

/** A command with the common flags (and --ndjson for a list) whose action reads them through `read`. */
function withAction<F>(
  f: Factory,
  def: CommandDef,
  opts: { ndjson?: boolean },
  read: (raw: Record<string, unknown>) => F,
  action: (call: Invocation<F>) => Promise<void>,
): Command {
  const cmd = commandOf(f, def);
  addCommonFlags(cmd, f.t, def.fields, opts);
  addExamples(cmd, f.t, def.examples);
  return cmd.action(async (...params: unknown[]) => {
    const raw = params.at(-2) as Record<string, unknown>;
    // the positional arguments come first (a variadic one as an array), then the options and the command
    const args = params.slice(0, -2).flat() as string[];
    await action({ args, raw, common: () => read(raw) });
  });
}

/** A leaf command with --server and --json [fields]; its action gets the common flags. */
export function leafCommand(
  f: Factory,
  def: CommandDef,
  action: (call: Invocation<CommonFlags>) => Promise<void>,
): Command {
  return withAction(f, def, {}, (raw) => commonFlags(raw, f.t, def.fields), action);
}

/** A list command: the common flags plus --ndjson [fields]; --json and --ndjson together are refused. */
export function listCommand(
  f: Factory,
  def: CommandDef & { fields: readonly string[] },
  action: (call: Invocation<ListFlags>) => Promise<void>,
): Command {
  return withAction(f, def, { ndjson: true }, (raw) => listFlags(raw, f.t, def.fields), action);
}

/** A noun: its subcommands under one word, with the noun's own examples. */
export function nounCommand(
  f: Factory,
  def: Omit<CommandDef, 'fields'>,
  subcommands: readonly Command[],
): Command {
  const cmd = commandOf(f, def);
  for (const sub of subcommands) cmd.addCommand(sub);
  return addExamples(cmd, f.t, def.examples);
}

/**
 * `opsdeck <noun> show <ref>` (alias `view`): one record, found by what `refOf` reads from the
 * argument (a usage error naming the rule when it is none); the run shows it.
 */
export function showCommand<O extends CommonFlags>(
  f: Factory,
  def: Omit<CommandDef, 'name' | 'alias'> & { args: readonly [readonly [string, string]] },
  refOf: (given: string) => Omit<O, keyof CommonFlags> | Promise<Omit<O, keyof CommonFlags>>,
  run: Run<O>,
): Command {
  return leafCommand(f, { name: 'show', alias: 'view', ...def }, async ({ common, args: [given = ''] }) => {
    const flags = common();
    await run({ ...flags, ...(await refOf(given)) } as O);
  });
}
