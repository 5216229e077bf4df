import { UsageError } from '@opsdeck/shared/errors';
import { type Command, Option } from 'commander';
import { DEFAULT_SERVER } from '../../config/server-url.js';
import type { Translate } from '../../i18n.js';
import { parseFieldList, parseJqFlag } from '../../output/json.js';
import { helpWidth, sectionHeading, wrapWords } from './help-text.js';

/** The flags every command takes. */
export interface CommonFlags {
  /** --server URL; resolved later against OPSDECK_SERVER, the saved server and the default. */
  server?: string;
  /** --json: the data as JSON on stdout, nothing else there. */
  json: boolean;
  /** --json a,b (or --ndjson a,b): only these fields, per row for a list. */
  jsonFields?: string[];
  /** --jq EXPR: the JSON filtered by a jq expression (implies --json). */
  jq?: string;
}

/** Flags of list commands: the common ones plus --ndjson. */
export interface ListFlags extends CommonFlags {
  /** --ndjson: one JSON object per row and line, streamed. */
  ndjson: boolean;
}

/** An option whose value is one of `values` (shown by completion and docs; checked by the command). */
export function valuesOption(flags: string, description: string, values: readonly string[]): Option {
  const option = new Option(flags, description);
  // set directly (not .choices()) so the command checks the value with the shared schema and
  // answers in the user's language; help, completion and docs read the list from here
  option.argChoices = [...values];
  return option;
}

/**
 * Adds --server and --json [fields] to a command (every leaf command calls this); `fields` are the
 * names `--json a,b` accepts, listed in the help. Lists also get --ndjson [fields].
 */
export function addCommonFlags(
  cmd: Command,
  t: Translate,
  fields?: readonly string[],
  opts: { ndjson?: boolean } = {},
): Command {
  cmd.option('--server <url>', t('cli.flags.server', { default: DEFAULT_SERVER }));
  cmd.addOption(valuesOption('--json [fields]', t('cli.flags.json'), fields ?? []));
  cmd.option('--jq <expression>', t('cli.flags.jq'));
  if (opts.ndjson) cmd.addOption(valuesOption('--ndjson [fields]', t('cli.flags.ndjson'), fields ?? []));
  if (fields && fields.length > 0)
    cmd.addHelpText(
      'after',
      ({ command }) =>
        `\n${sectionHeading(t('cli.help.jsonFields'))}\n${wrapList(fields, helpWidth(command))}`,
    );
  return cmd;
}

/** Words joined by ", " and wrapped to `width`, each line indented by two spaces. */
export function wrapList(words: readonly string[], width: number): string {
  const joined = words.map((w, i) => (i < words.length - 1 ? `${w},` : w));
  return wrapWords(joined, width, '  ', '  ').join('\n');
}

/**
 * Reads the common flags from commander's parsed options; with `fields`, a field list given to
 * --json (or --ndjson) is checked against them before anything runs (a usage error otherwise).
 */
export function commonFlags(
  raw: Record<string, unknown>,
  t?: Translate,
  fields?: readonly string[],
): CommonFlags {
  const list = raw.ndjson !== undefined && raw.ndjson !== false ? raw.ndjson : raw.json;
  const flag = raw.ndjson !== undefined && raw.ndjson !== false ? '--ndjson' : '--json';
  const jsonFields = t && fields && fields.length > 0 ? parseFieldList(t, flag, list, fields) : undefined;
  const jq = t ? parseJqFlag(t, raw.jq) : typeof raw.jq === 'string' ? raw.jq : undefined;
  const ndjson = raw.ndjson !== undefined && raw.ndjson !== false;
  return {
    ...(typeof raw.server === 'string' ? { server: raw.server } : {}),
    json: (raw.json !== undefined && raw.json !== false) || (jq !== undefined && !ndjson),
    ...(jsonFields ? { jsonFields } : {}),
    ...(jq !== undefined ? { jq } : {}),
  };
}

/**
 * A choice flag's value, checked against its values (FLAG_VALUES, kept equal to the shared schemas):
 * undefined when not given, a usage error naming the flag and the choices when not one of them.
 */
export function parseChoice<V extends string>(
  t: Translate,
  flag: string,
  value: unknown,
  choices: readonly V[],
): V | undefined {
  if (value === undefined) return undefined;
  if ((choices as readonly unknown[]).includes(value)) return value as V;
  throw new UsageError(t('cli.errors.invalidChoice', { flag, value, options: choices.join(', ') }));
}

/** Reads the flags of a list command; --json and --ndjson together are a usage error. */
export function listFlags(raw: Record<string, unknown>, t: Translate, fields: readonly string[]): ListFlags {
  const ndjson = raw.ndjson !== undefined && raw.ndjson !== false;
  if (ndjson && raw.json !== undefined && raw.json !== false)
    throw new UsageError(t('cli.output.jsonAndNdjson'));
  return { ...commonFlags(raw, t, fields), ndjson };
}

export { addExamples } from './examples.js';
