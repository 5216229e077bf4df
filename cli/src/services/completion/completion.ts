import type { Command } from 'commander';
import { writeJson } from '../../output/json.js';
import type { ServiceContext } from '../context.js';
import { bashScript } from './bash.js';
import { fishScript } from './fish.js';
import { completionModel } from './model.js';
import { zshScript } from './zsh.js';

/** The shells `opsdeck completion` writes scripts for. */
export type Shell = 'bash' | 'zsh' | 'fish';

const SCRIPTS = { bash: bashScript, zsh: zshScript, fish: fishScript } as const;

/** Options of `opsdeck completion`. */
export interface CompletionOptions {
  shell: Shell;
  json: boolean;
  jsonFields?: readonly string[];
  /** --jq: the JSON filtered by a jq expression. */
  jq?: string;
}

/** Route names and paths `opsdeck open` takes, from the shared catalogue (built screens only). */
async function routeWords(): Promise<string[]> {
  const { allRoutes } = await import('@opsdeck/shared/catalogue');
  return allRoutes()
    .filter((r) => r.built && !r.path.includes('*'))
    .flatMap((r) => [r.path, r.name]);
}

/**
 * Writes the completion script of a shell for the whole command tree (`root`): commands,
 * subcommands and aliases, flags, the values of enum flags and arguments, the routes of `open`.
 */
export async function writeCompletion(
  ctx: Pick<ServiceContext, 'io' | 't'>,
  root: Command,
  opts: CompletionOptions,
): Promise<string> {
  const model = completionModel(root, ctx.t('cli.flags.help'), { open: await routeWords() });
  const script = SCRIPTS[opts.shell](model, root.name());
  if (opts.json) writeJson(ctx.io, { shell: opts.shell, script }, opts);
  else ctx.io.stdout.write(script);
  return script;
}
