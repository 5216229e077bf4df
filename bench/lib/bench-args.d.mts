import type { ParseArgsConfig, parseArgs } from 'node:util';

/** node's parseArgs, plus --help (the script's doc comment) and a one-line error for a wrong option. */
export function benchArgs<T extends ParseArgsConfig>(
  scriptUrl: string,
  config: T,
): ReturnType<typeof parseArgs<T>>;
