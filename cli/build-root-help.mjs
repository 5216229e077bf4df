// Makes bundle/root-help.cjs (build.mjs calls it): the root help of each language as data, and the
// code that wraps and prints it, so the launcher answers `opsdeck --help` without loading the CLI.
//
// The pages are read from the real program: src/root-help/collect.ts, bundled from the same sources
// with the same plugins as the CLI (the help cannot come from another build), runs here and builds
// the program the CLI builds for `--help`. tests/cli/root-help.test.ts compares the two helps.
import { rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { LOCALES } from '@opsdeck/shared/i18n/locale';
import { build } from 'esbuild';

/** Builds the pages with the CLI's esbuild `options` and `plugins` and writes the module to `outfile`. */
export async function buildRootHelp(options, plugins, outfile) {
  // split like the CLI, so what the commands import lazily (Ink's devtools) is not loaded here
  const collector = `${options.absWorkingDir}/dist/root-help-collect`;
  rmSync(collector, { recursive: true, force: true });
  await build({
    ...options,
    entryPoints: { collect: 'src/root-help/collect.ts' },
    outdir: collector,
    plugins,
  });
  const { collectRootHelp } = await import(pathToFileURL(`${collector}/collect.js`).href);
  const pages = {};
  for (const locale of LOCALES) pages[locale] = await collectRootHelp(locale);
  rmSync(collector, { recursive: true, force: true });
  await build({
    ...options,
    entryPoints: undefined,
    stdin: {
      contents: [
        "import { printRootHelp as print } from './src/root-help/fast.ts';",
        `const PAGES = ${JSON.stringify(pages)};`,
        '/** Prints the root help when `args` ask for it; false when the CLI must run. */',
        'export const printRootHelp = (args) => print(args, PAGES);',
      ].join('\n'),
      resolveDir: options.absWorkingDir,
      sourcefile: 'root-help.js',
      loader: 'js',
    },
    // CommonJS, which the launcher loads with require(): an ES module costs more to load
    format: 'cjs',
    splitting: false,
    outdir: undefined,
    outfile,
    plugins: [],
    banner: {},
  });
}
