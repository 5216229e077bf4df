import type { Locale } from '@opsdeck/shared/i18n/locale';
import { readEnv } from '../env.js';
import { createIOStreams } from '../io/io-streams.js';
import { fdStream } from './fd-stream.js';
import { type RootHelpPage, renderRootHelp } from './render.js';

/** The arguments that only print the root help: `--help`, `-h`, `help`; none prints it on stderr. */
export function isRootHelp(args: readonly string[]): boolean {
  return args.length === 0 || (args.length === 1 && ['--help', '-h', 'help'].includes(args[0] ?? ''));
}

/**
 * Prints the root help from the build's pages as the program would (its language, its widths, its
 * stream), without loading the CLI. False, having printed nothing, when the arguments ask for more
 * or the pages cannot answer (none in the language): the launcher then runs the program.
 */
export function printRootHelp(
  args: readonly string[],
  pages: Partial<Record<Locale, RootHelpPage>>,
): boolean {
  if (!isRootHelp(args)) return false;
  const env = readEnv();
  const page = pages[env.locale];
  if (!page) return false;
  const io = createIOStreams({
    stdout: fdStream('stdout'),
    stderr: fdStream('stderr'),
    stdin: () => process.stdin,
    noColor: env.noColor,
    columnsEnv: env.columns,
  });
  // no arguments: commander prints the help on stderr, as an error, at stderr's width
  const stream = args.length === 0 ? 'stderr' : 'stdout';
  let text: string;
  try {
    text = renderRootHelp(page, env.configDir, io.helpWidth(stream), io.helpWidth('stdout'));
  } catch {
    // pages of another shape (an older build's): the CLI prints the help
    return false;
  }
  io[stream].write(text);
  return true;
}
