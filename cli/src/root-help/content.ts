import { DEFAULT_SERVER } from '../config/server-url.js';
import { EXIT } from '../exit-codes.js';
import type { Translate } from '../i18n.js';

/** A section of term rows after the root help's commands: `Environment:`, `Exit codes:`. */
export interface TermSection {
  title: string;
  rows: [string, string][];
}

/** The exit codes and what each means (the root help, README and docs/cli.md list them). */
export function exitCodeRows(t: Translate): [string, string][] {
  return [
    [String(EXIT.ok), t('cli.root.exit.ok')],
    [String(EXIT.error), t('cli.root.exit.error')],
    [String(EXIT.usage), t('cli.root.exit.usage')],
    [String(EXIT.session), t('cli.root.exit.session')],
    [String(EXIT.forbidden), t('cli.root.exit.forbidden')],
    [String(EXIT.partial), t('cli.root.exit.partial')],
    [String(EXIT.interrupted), t('cli.root.exit.interrupted')],
  ];
}

/** The root help's examples (the last one a comment). */
export function rootExamples(t: Translate): string[] {
  return [
    'opsdeck login',
    'opsdeck profile --json',
    'opsdeck messages list --unread',
    'opsdeck members list --query 138',
    "opsdeck coins reissue --member 10104729 --coins 50 --reason 'Refund'",
    'opsdeck coins reissue --file refunds.csv --dry-run',
    'opsdeck open /member/list',
    t('cli.root.moreHelp'),
  ];
}

/** The root help's sections after the examples: environment (with the files) and exit codes. */
export function rootSections(t: Translate, configDir: string): TermSection[] {
  return [
    {
      title: t('cli.root.environment'),
      rows: [
        ['OPSDECK_SERVER', t('cli.root.env.server', { default: DEFAULT_SERVER })],
        ['OPSDECK_TOKEN', t('cli.root.env.token')],
        ['OPSDECK_LANG', t('cli.root.env.lang')],
        ['XDG_CONFIG_HOME', t('cli.root.env.config', { dir: configDir })],
        ['NO_COLOR', t('cli.root.env.noColor')],
        ['BROWSER', t('cli.root.env.browser')],
        ['HTTPS_PROXY', t('cli.root.env.httpsProxy')],
        ['HTTP_PROXY', t('cli.root.env.httpProxy')],
        ['NO_PROXY', t('cli.root.env.noProxy')],
      ],
    },
    { title: t('cli.root.exitCodes'), rows: exitCodeRows(t) },
  ];
}
