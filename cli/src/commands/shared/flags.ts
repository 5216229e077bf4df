import type { Command } from 'commander';
import { DEFAULT_SERVER } from '../../config/server-url.js';
import type { Translate } from '../../i18n.js';

/** The flags every command takes. */
export interface CommonFlags {
  /** --server URL; resolved later against OPSDECK_SERVER, the saved server and the default. */
  server?: string;
  /** --json: the data as JSON on stdout, nothing else there. */
  json: boolean;
}

/** Adds --server and --json to a command (every leaf command calls this). */
export function addCommonFlags(cmd: Command, t: Translate): Command {
  return cmd
    .option('--server <url>', t('cli.flags.server', { default: DEFAULT_SERVER }))
    .option('--json', t('cli.flags.json'));
}

/** Reads the common flags from commander's parsed options. */
export function commonFlags(raw: Record<string, unknown>): CommonFlags {
  return {
    ...(typeof raw.server === 'string' ? { server: raw.server } : {}),
    json: raw.json === true,
  };
}

/** Appends an "Examples" section to a command's help, gh style (`$ opsdeck …`). */
export function addExamples(cmd: Command, t: Translate, examples: readonly string[]): Command {
  const lines = examples.map((e) => (e.startsWith('#') ? `  ${e}` : `  $ ${e}`));
  return cmd.addHelpText('after', `\n${t('cli.help.examples')}:\n${lines.join('\n')}`);
}
