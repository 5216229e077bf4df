import { Command, Help, type Option } from 'commander';
import { localizeCommanderMessage } from './commander-messages.js';
import { addExamples } from './commands/shared/examples.js';
import { boxWrap, helpWidth, tightUsage } from './commands/shared/help-text.js';
import { actionCommands, stubOf, type TopLevel } from './commands/tree.js';
import { DEFAULT_SERVER } from './config/server-url.js';
import { EXIT, reportError, stderrLines } from './exit-codes.js';
import type { Factory } from './factory.js';
import type { Translate } from './i18n.js';
import { withServerCause } from './net/server-check.js';
import { rootExamples, rootSections } from './root-help/content.js';
import { termSections } from './root-help/render.js';
import { CLI_VERSION } from './version.js';

/** Every command of a tree, the root first. */
export function eachCommand(cmd: Command, visit: (c: Command) => void): void {
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

/** A flag's help is its own (localized) description; enum values are named there, not by commander. */
const optionDescription = (option: Option) => option.description;
const argumentDescription: Help['argumentDescription'] = (argument) => argument.description;

/** Commander's headings (`Usage:`, `Options:` …) in the user's language; any other title as it is. */
export function helpTitles(t: Translate): (title: string) => string {
  const titles: Record<string, string> = {
    'Usage:': t('cli.help.titles.usage'),
    'Arguments:': t('cli.help.titles.arguments'),
    'Options:': t('cli.help.titles.options'),
    'Global Options:': t('cli.help.titles.globalOptions'),
    'Commands:': t('cli.help.titles.commands'),
  };
  return (title) => titles[title] ?? title;
}

/** Commander's help, its usage line right after a full-width colon (`用法：opsdeck …`, tightUsage). */
function usageAfterTitle(cmd: Command, helper: Help): string {
  return tightUsage(Help.prototype.formatHelp.call(helper, cmd, helper));
}

/** The full command path, e.g. `opsdeck messages read`. */
export function commandPath(cmd: Command): string {
  const names: string[] = [];
  for (let c: Command | null = cmd; c; c = c.parent) names.unshift(c.name());
  return names.join(' ');
}

/** The top-level commands in the order the root help lists them. */
function topLevel(f: Factory): TopLevel[] {
  const { t } = f;
  const handWritten: TopLevel[] = [
    {
      name: 'login',
      summary: t('cli.login.summary'),
      load: () => import('./commands/auth/login.js').then((m) => m.defineLoginCommand(f)),
    },
    {
      name: 'logout',
      summary: t('cli.logout.summary'),
      load: () => import('./commands/auth/logout.js').then((m) => m.defineLogoutCommand(f)),
    },
    {
      name: 'profile',
      aliases: ['whoami'],
      summary: t('cli.profile.summary'),
      load: () => import('./commands/profile/view.js').then((m) => m.defineProfileCommand(f)),
    },
    {
      name: 'account',
      summary: t('account.cli.summary'),
      load: () => import('./commands/account/index.js').then((m) => m.defineAccountCommand(f)),
    },
    {
      name: 'messages',
      aliases: ['message'],
      summary: t('cli.messages.summary'),
      load: () => import('./commands/messages/index.js').then((m) => m.defineMessagesCommand(f)),
    },
    {
      name: 'members',
      aliases: ['member'],
      summary: t('cli.members.summary'),
      load: () => import('./commands/members/index.js').then((m) => m.defineMembersCommand(f)),
    },
    {
      name: 'orders',
      aliases: ['order'],
      summary: t('orderDetail.cli.summary'),
      load: () => import('./commands/orders/index.js').then((m) => m.defineOrdersCommand(f)),
    },
    {
      name: 'approvals',
      aliases: ['approval'],
      summary: t('approvals.cli.summary'),
      load: () => import('./commands/approvals/index.js').then((m) => m.defineApprovalsCommand(f)),
    },
    {
      name: 'jobs',
      aliases: ['job'],
      summary: t('cli.jobs.summary'),
      load: () => import('./commands/jobs/index.js').then((m) => m.defineJobsCommand(f)),
    },
    {
      name: 'monitor',
      summary: t('monitor.cli.summary'),
      load: () => import('./commands/monitor/monitor.js').then((m) => m.defineMonitorCommand(f)),
    },
    {
      name: 'stats',
      summary: t('analysis.cli.summary'),
      load: () => import('./commands/stats/stats.js').then((m) => m.defineStatsCommand(f)),
    },
  ];
  return [
    ...handWritten,
    ...actionCommands(f, new Set(handWritten.map((c) => c.name))),
    {
      name: 'config',
      summary: t('cli.config.summary'),
      load: () => import('./commands/config/index.js').then((m) => m.defineConfigCommand(f)),
    },
    {
      name: 'completion',
      summary: t('cli.completion.summary'),
      args: ['<shell>'],
      load: () => import('./commands/completion/completion.js').then((m) => m.defineCompletionCommand(f)),
    },
    {
      name: 'open',
      summary: t('cli.open.summary'),
      args: ['<route>'],
      load: () => import('./commands/open/open.js').then((m) => m.defineOpenCommand(f)),
    },
  ];
}

/** Options of buildProgram. */
export interface ProgramOptions {
  /**
   * Build only the top-level command of this name or alias whole (stubs for the others, enough for
   * the root help); '' builds none. Unset builds the whole tree (help, completion, docs, tests).
   */
  only?: string;
}

/**
 * Builds the command tree (no side effects: safe for help, completion and docs generation), loading
 * the modules of the commands it builds whole. The commands of catalogue actions come from the action
 * manifest.
 */
export async function buildProgram(f: Factory, opts: ProgramOptions = {}): Promise<Command> {
  const { t, io } = f;
  const program = new Command('opsdeck')
    .description(t('cli.root.description'))
    .version(CLI_VERSION, '-v, --version', t('cli.flags.version'))
    // a global option: taken before or after the subcommand (the root parses its own options
    // wherever they stand), then handed to the command that runs (its own --server, see below)
    .option('--server <url>', t('cli.flags.server', { default: DEFAULT_SERVER }));
  program.hook('preAction', (root, action) => {
    const server = root.getOptionValue('server');
    if (action !== root && server !== undefined && action.getOptionValue('server') === undefined)
      action.setOptionValue('server', server);
  });
  const built = await Promise.all(
    topLevel(f).map((entry) => {
      const whole = opts.only === undefined || entry.name === opts.only || entry.aliases?.includes(opts.only);
      return whole ? entry.load() : stubOf(entry);
    }),
  );
  for (const cmd of built) program.addCommand(cmd);
  addExamples(program, t, rootExamples(t));
  const sections = rootSections(t, f.env.configDir);
  program.addHelpText('after', ({ command }) => termSections(sections, helpWidth(command)));
  eachCommand(program, (c) => {
    if (c.commands.length > 0) {
      c.usage('<command> [flags]').helpCommand('help [command]', t('cli.flags.helpCommand'));
    } else {
      c.usage(c.usage().replace('[options]', '[flags]'));
    }
    const commanderError = c.error.bind(c);
    c.error = (message, options) =>
      commanderError(localizeCommanderMessage(t, message, options?.code), options);
    c.exitOverride()
      .helpOption('-h, --help', t('cli.flags.help'))
      // commander's errors and their hint wrap on a terminal as ours do (reportError)
      .showHelpAfterError(
        stderrLines([t('cli.errors.usageHint', { command: commandPath(c) })], io).join('\n'),
      )
      .configureOutput({
        writeOut: (s) => io.stdout.write(s),
        writeErr: (s) => io.stderr.write(s),
        outputError: (s, write) => write(`${stderrLines([s.replace(/\n$/, '')], io).join('\n')}\n`),
        getOutHelpWidth: () => io.helpWidth('stdout'),
        getErrHelpWidth: () => io.helpWidth('stderr'),
        getOutHasColors: () => io.colorEnabled('stdout'),
        getErrHasColors: () => io.colorEnabled('stderr'),
      })
      .configureHelp({
        subcommandTerm: helpTerm,
        optionDescription,
        argumentDescription,
        minWidthToWrap: 24,
        boxWrap,
        styleTitle: helpTitles(t),
        formatHelp: usageAfterTitle,
      });
  });
  return program;
}

/** The top-level command an argument list runs (`help coins` runs coins' help): '' for none. */
function commandOf(argv: readonly string[]): string {
  // the value of a global `--server URL` is not a command word
  const words = argv.filter((a, i) => !a.startsWith('-') && argv[i - 1] !== '--server');
  return (words[0] === 'help' ? words[1] : words[0]) ?? '';
}

/** Runs the CLI with the user's arguments and returns the exit code (errors are reported here). */
export async function runProgram(argv: readonly string[], f: Factory): Promise<number> {
  const program = await buildProgram(f, { only: commandOf(argv) });
  let running = 'opsdeck';
  program.hook('preAction', (_root, action) => {
    running = commandPath(action);
  });
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return EXIT.ok;
  } catch (error) {
    return reportError(await withServerCause(f, error), f.io, f.t, running);
  }
}
