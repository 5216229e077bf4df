import type { Plugin } from 'vite';
import { misplacedModules } from './chunk-groups.ts';

/** The chunks of the signed-in console: /login loads them only once the operator has signed in. */
export const CONSOLE_ONLY_CHUNKS = ['router', 'console-start'] as const;

/** A built chunk as far as the static import graph goes. */
export interface GraphChunk {
  fileName: string;
  name: string;
  isEntry: boolean;
  imports: readonly string[];
}

/**
 * The console-only chunks that the entry's static imports reach: each is fetched (modulepreload) and
 * run before /login draws, and a module of theirs that reads the catalogue at its top level runs
 * before the catalogue is defined ('e is not iterable' on /login, seen when a first-chunk module
 * imported a helper that lived in a screen chunk).
 */
export function consoleChunksBeforeLogin(chunks: readonly GraphChunk[]): string[] {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set<string>();
  const stack = chunks.filter((c) => c.isEntry).map((c) => c.fileName);
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of byFile.get(file)?.imports ?? []) stack.push(next);
  }
  const only: readonly string[] = CONSOLE_ONLY_CHUNKS;
  return [...seen].flatMap((file) => {
    const chunk = byFile.get(file);
    return chunk && only.includes(chunk.name) ? [chunk.name] : [];
  });
}

/**
 * Fails the build when a module listed in chunk-groups.ts lands in a chunk other than its own
 * (a group's test no longer catching it, or another group's catching it first), or when the entry's
 * static imports reach the signed-in console's chunks.
 */
export function chunkCheckPlugin(): Plugin {
  return {
    name: 'opsdeck-chunk-check',
    apply: 'build',
    generateBundle(_options, bundle) {
      const built = Object.values(bundle).flatMap((out) => (out.type === 'chunk' ? [out] : []));
      const wrong = misplacedModules(built.map((out) => ({ name: out.name, moduleIds: out.moduleIds })));
      if (wrong.length > 0) {
        this.error(
          `Modules outside their chunk (web/scripts/chunk-groups.ts):\n${wrong
            .map((w) => `  ${w.path}: listed in ${w.listedIn}, landed in ${w.landedIn}`)
            .join('\n')}`,
        );
      }
      const early = consoleChunksBeforeLogin(built);
      if (early.length > 0) {
        this.error(
          `The entry's static imports reach the signed-in console (${early.join(', ')}): /login would fetch and run it before drawing. Move the module the first chunk imports out of the console's chunks (web/scripts/chunk-modules-start.ts).`,
        );
      }
    },
  };
}
