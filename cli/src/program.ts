import { Command } from 'commander';
import { defineLoginCommand } from './commands/auth/login.js';
import { defineLogoutCommand } from './commands/auth/logout.js';
import { defineCoinsCommand } from './commands/coins/index.js';
import { defineMembersCommand } from './commands/members/index.js';
import { defineMessagesCommand } from './commands/messages/index.js';
import { defineProfileCommand } from './commands/profile/view.js';
import { addExamples } from './commands/shared/flags.js';
import { defineVipCommand } from './commands/vip/index.js';
import { DEFAULT_SERVER } from './config/server-url.js';
import { EXIT, reportError } from './exit-codes.js';
import type { Factory } from './factory.js';
import type { Translate } from './i18n.js';
import { CLI_VERSION } from './version.js';

function section(title: string, rows: readonly (readonly [string, string])[]): string {
  const width = Math.max(...rows.map(([k]) => k.length));
  return `\n${title}:\n${rows.map(([k, v]) => `  ${k.padEnd(width)}  ${v}`).join('\n')}`;
}

/** The root help's sections: environment, files and exit codes. */
function rootHelp(t: Translate, configDir: string): string {
  return [
    section(t('cli.root.environment'), [
      ['OPSDECK_SERVER', t('cli.root.env.server', { default: DEFAULT_SERVER })],
      ['OPSDECK_TOKEN', t('cli.root.env.token')],
      ['OPSDECK_LANG', t('cli.root.env.lang')],
      ['XDG_CONFIG_HOME', t('cli.root.env.config', { dir: configDir })],
      ['NO_COLOR', t('cli.root.env.noColor')],
    ]),
    section(t('cli.root.exitCodes'), [
      [String(EXIT.ok), t('cli.root.exit.ok')],
      [String(EXIT.error), t('cli.root.exit.error')],
      [String(EXIT.usage), t('cli.root.exit.usage')],
      [String(EXIT.session), t('cli.root.exit.session')],
      [String(EXIT.forbidden), t('cli.root.exit.forbidden')],
    ]),
  ].join('\n');
}

function eachCommand(cmd: Command, visit: (c: Command) => void): void {
  visit(cmd);
  for (const sub of cmd.commands) eachCommand(sub, visit);
}

/** How a subcommand is listed in its parent's help: `name|alias <args>`, flags left to its own help. */
function helpTerm(cmd: Command): string {
  const args = cmd.registeredArguments.map((a) =>
    a.required ? `<${a.name()}${a.variadic ? '...' : ''}>` : `[${a.name()}]`,
  );
  return [[cmd.name(), ...cmd.aliases()].join('|'), ...args].join(' ');
}

/** The full command path, e.g. `opsdeck messages read`. */
function commandPath(cmd: Command): string {
  const names: string[] = [];
  for (let c: Command | null = cmd; c; c = c.parent) names.unshift(c.name());
  return names.join(' ');
}

/** Builds the command tree (no side effects: safe for help, completion and docs generation). */
export function buildProgram(f: Factory): Command {
  const { t, io } = f;
  const program = new Command('opsdeck')
    .description(t('cli.root.description'))
    .version(CLI_VERSION, '-v, --version', t('cli.flags.version'))
    .addCommand(defineLoginCommand(f))
    .addCommand(defineLogoutCommand(f))
    .addCommand(defineProfileCommand(f))
    .addCommand(defineMessagesCommand(f))
    .addCommand(defineMembersCommand(f))
    .addCommand(defineCoinsCommand(f))
    .addCommand(defineVipCommand(f));
  addExamples(program, t, [
    'opsdeck login',
    'opsdeck profile --json',
    'opsdeck messages list --unread',
    'opsdeck members list --query 138',
    "opsdeck coins reissue --member 10104729 --coins 50 --reason 'Refund'",
    t('cli.root.moreHelp'),
  ]);
  program.addHelpText('after', rootHelp(t, f.env.configDir));
  eachCommand(program, (c) => {
    if (c.commands.length > 0) {
      c.usage('<command> [flags]').helpCommand('help [command]', t('cli.flags.helpCommand'));
    } else {
      c.usage(c.usage().replace('[options]', '[flags]'));
    }
    c.exitOverride()
      .helpOption('-h, --help', t('cli.flags.help'))
      .showHelpAfterError(t('cli.errors.usageHint', { command: commandPath(c) }))
      .configureOutput({
        writeOut: (s) => io.stdout.write(s),
        writeErr: (s) => io.stderr.write(s),
        getOutHelpWidth: () => io.columns('stdout'),
        getErrHelpWidth: () => io.columns('stderr'),
        getOutHasColors: () => io.colorEnabled('stdout'),
        getErrHasColors: () => io.colorEnabled('stderr'),
      })
      .configureHelp({ subcommandTerm: helpTerm });
  });
  return program;
}

/** Runs the CLI with the user's arguments and returns the exit code (errors are reported here). */
export async function runProgram(argv: readonly string[], f: Factory): Promise<number> {
  const program = buildProgram(f);
  let running = 'opsdeck';
  program.hook('preAction', (_root, action) => {
    running = commandPath(action);
  });
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return EXIT.ok;
  } catch (error) {
    return reportError(error, f.io, f.t, running);
  }
}
