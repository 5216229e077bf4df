import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chrome 136+): every function of the file is compiled with the file. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The chunks whose functions run as they load. V8 compiles a function lazily, on the main thread,
 * the first time it is called (inside that task); with the hint at the top of the file (after
 * Vite's preload map, where a chunk has one: it counts from there) it compiles them all with the
 * file, on the background thread that streams the module. ECharts' two chunks, whose first chart
 * layout and draw run most of their code for the first time; the vendor and shared chunks /login
 * and every signed-in first paint run (React, the router, Blueprint's two, the first modules,
 * axios, the console's start, the signed-in shell, the screens' common modules and the list parts).
 */
export const HINTED_CHUNKS: readonly string[] = [
  'echarts-core',
  'echarts',
  'react',
  'router',
  'blueprint',
  'blueprint-console',
  'first',
  'client',
  'console-start',
  'layout-route',
  'screen-common',
  'list-parts',
];

/**
 * The build's `output.postBanner`: the hint on the chunks of `names` (by chunk name). A post banner
 * is added after minification (which drops comments), and the file's hash and source map count it.
 * Any other chunk gets no banner: `undefined`, which the bundler skips (an empty string would still
 * add a line break to every chunk, and change every file's hash).
 */
export const compileHintBanner =
  (names: readonly string[] = HINTED_CHUNKS) =>
  (chunk: { name: string }): string =>
    (names.includes(chunk.name) ? COMPILE_HINT : undefined) as string;

/** The names of `names` that no chunk of the build has (a chunk renamed, its hint lost). */
export const missingHintedChunks = (names: readonly string[], chunkNames: readonly string[]): string[] =>
  names.filter((n) => !chunkNames.includes(n));

/** Fails the build when a hinted chunk name is no chunk's name any more. */
export function compileHintsCheckPlugin(names: readonly string[] = HINTED_CHUNKS): Plugin {
  return {
    name: 'opsdeck-compile-hints-check',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunkNames = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c.name] : []));
      const missing = missingHintedChunks(names, chunkNames);
      if (missing.length > 0) {
        this.error(
          `compile hints: no chunk named ${missing.join(', ')} (scripts/compile-hints.ts HINTED_CHUNKS)`,
        );
      }
    },
  };
}
