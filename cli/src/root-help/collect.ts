import type { EventEmitter } from 'node:events';
import type { Locale } from '@opsdeck/shared/i18n/locale';
import { tightUsage } from '../commands/shared/help-text.js';
import { readEnv } from '../env.js';
import { createFactory } from '../factory.js';
import { loadTranslator } from '../i18n.js';
import { createIOStreams } from '../io/io-streams.js';
import { buildProgram } from '../program.js';
import { rootExamples, rootSections } from './content.js';
import { CONFIG_DIR, type RootHelpPage } from './render.js';

/** Help events the page does not hold; the program adding one must fail the build. */
const UNHANDLED_EVENTS = ['beforeAllHelp', 'beforeHelp', 'afterAllHelp'];

/**
 * The root help page of a language, read from the program the CLI builds for `opsdeck --help`
 * (the build runs it, bundled like the CLI). It fails when the program's root help has a part the
 * page cannot hold, rather than let the launcher print a different help.
 */
export async function collectRootHelp(locale: Locale): Promise<RootHelpPage> {
  const t = await loadTranslator(locale);
  const env = { ...readEnv({}), locale, configDir: CONFIG_DIR };
  const sink = { write: () => true };
  const io = createIOStreams({ stdout: sink, stderr: sink, stdin: () => process.stdin, noColor: true });
  const program = await buildProgram(createFactory(env, io, t), { only: '' });
  const helper = program.createHelp();
  // commander's Command is an EventEmitter (its types leave it out): the help texts are listeners
  const events = program as unknown as EventEmitter;
  const problems = [
    helper.visibleArguments(program).length > 0 && 'arguments',
    helper.showGlobalOptions && 'global options',
    ...UNHANDLED_EVENTS.filter((e) => events.listenerCount(e) > 0),
    // the examples and the sections after them
    events.listenerCount('afterHelp') !== 2 && 'afterHelp',
  ].filter(Boolean);
  if (problems.length > 0) throw new Error(`the root help page cannot hold: ${problems.join(', ')}`);
  const options = helper.groupItems(
    [...program.options],
    helper.visibleOptions(program),
    (o) => o.helpGroupHeading ?? 'Options:',
  );
  const commands = helper.groupItems(
    [...program.commands],
    helper.visibleCommands(program),
    (c) => c.helpGroup() || 'Commands:',
  );
  return {
    usage: tightUsage(`${helper.styleTitle('Usage:')} ${helper.styleUsage(helper.commandUsage(program))}`),
    description: helper.commandDescription(program),
    termWidth: helper.padWidth(program, helper),
    lists: [
      ...[...options].map(([title, items]) => ({
        title: helper.styleTitle(title),
        rows: items.map((o): [string, string] => [helper.optionTerm(o), helper.optionDescription(o)]),
      })),
      ...[...commands].map(([title, items]) => ({
        title: helper.styleTitle(title),
        rows: items.map((c): [string, string] => [helper.subcommandTerm(c), helper.subcommandDescription(c)]),
      })),
    ],
    examples: { title: t('cli.help.examples'), lines: rootExamples(t) },
    sections: rootSections(t, CONFIG_DIR),
  };
}
