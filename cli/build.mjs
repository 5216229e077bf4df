// Bundles the CLI into bundle/: one ESM entry plus lazily loaded chunks, so
// `opsdeck --help` and scripted calls never load Ink, React, axios or zod until they need them.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { buildRootHelp } from './build-root-help.mjs';
import { checkOneStartupChunk, startupChunkPlugin, startupModules } from './build-startup-chunk.mjs';

// The action manifest as data (tsc -b has just compiled cli/src and shared into dist/), so the
// bundle's command tree loads neither zod nor the catalogue's schemas.
const { actionEntries } = await import('@opsdeck/shared/catalogue');
const { buildManifest, renderManifest } = await import('./dist/actions/build-manifest.js');
const manifestModule = renderManifest(buildManifest(actionEntries));
/** Replaces src/actions/manifest.ts (which derives the list at run time) with the list itself. */
const manifestAsData = {
  name: 'action-manifest-as-data',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/]actions[\\/]manifest\.ts$/ }, () => ({
      contents: manifestModule,
      loader: 'js',
    }));
  },
};

/**
 * axios's Node build loads https, http2, zlib, crypto and its redirect and proxy helpers on import;
 * the CLI sends its requests through its own adapter (src/net/http-adapter.ts), so the bundle takes
 * axios's platform-neutral ES build. That build reads the global FormData and Blob and probes fetch
 * when it loads, and on Node 20 each of those loads undici (tens of milliseconds): the CLI builds no
 * forms through axios and never uses its fetch adapter, so those reads are taken out. A replacement
 * that no longer matches (a new axios) fails the build.
 */
const AXIOS_EAGER_GLOBALS = [
  ["typeof G.FormData !== 'undefined' ? G.FormData : undefined", 'undefined'],
  ["typeof FormData !== 'undefined' ? FormData : null", 'null'],
  ["typeof Blob !== 'undefined' ? Blob : null", 'null'],
  ['\ngetFetch();\n', '\n'],
];
const axiosWithoutNodeAdapter = {
  name: 'axios-without-node-adapter',
  setup(b) {
    const path = createRequire(import.meta.url)
      .resolve('axios/package.json')
      .replace(/package\.json$/, 'dist/esm/axios.js');
    b.onResolve({ filter: /^axios$/ }, () => ({ path }));
    b.onLoad({ filter: /[\\/]axios[\\/]dist[\\/]esm[\\/]axios\.js$/ }, () => {
      let contents = readFileSync(path, 'utf8');
      for (const [from, to] of AXIOS_EAGER_GLOBALS) {
        if (!contents.includes(from)) throw new Error(`axios build changed: no ${JSON.stringify(from)}`);
        contents = contents.replace(from, to);
      }
      return { contents, loader: 'js' };
    });
  },
};

/**
 * commander requires node:child_process as it loads, for subcommands that are executables of their
 * own (the CLI has none); with it come net and dgram, more than the rest of `--help` loads. The
 * bundle's commander requires it when it spawns one. A replacement that no longer matches fails.
 */
const COMMANDER_CHILD_PROCESS = "const childProcess = require('node:child_process');";
const commanderLazyChildProcess = {
  name: 'commander-lazy-child-process',
  setup(b) {
    b.onLoad({ filter: /[\\/]commander[\\/]lib[\\/]command\.js$/ }, (args) => {
      const contents = readFileSync(args.path, 'utf8');
      if (!contents.includes(COMMANDER_CHILD_PROCESS) || /childProcess\.(?!spawn\()/.test(contents))
        throw new Error('commander changed: it no longer uses node:child_process only to spawn');
      const lazy = "const childProcess = { spawn: (...a) => require('node:child_process').spawn(...a) };";
      return { contents: contents.replace(COMMANDER_CHILD_PROCESS, lazy), loader: 'js' };
    });
  },
};

const cliDir = new URL('.', import.meta.url).pathname;
const ENTRY = 'src/main.ts';
// Built under dist/ (ignored by git and Biome) and swapped in at the end, so a CLI started while
// another build runs (the machine is shared) never finds the bundle missing or half written.
const next = new URL('dist/bundle-next', import.meta.url);
const old = new URL('dist/bundle-old', import.meta.url);
const live = new URL('bundle', import.meta.url);
mkdirSync(new URL('dist', import.meta.url), { recursive: true });
rmSync(next, { recursive: true, force: true });

const options = {
  absWorkingDir: cliDir,
  entryPoints: { opsdeck: ENTRY },
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  conditions: ['@opsdeck/source'],
  jsx: 'automatic',
  minify: true,
  legalComments: 'none',
  define: { 'process.env.NODE_ENV': '"production"' },
  // ink loads react-devtools-core only when DEV=true; it is an optional peer we do not ship.
  external: ['react-devtools-core'],
  // commander and other CJS dependencies call require(); ESM bundles need it defined.
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
};
const plugins = [manifestAsData, axiosWithoutNodeAdapter, commanderLazyChildProcess];
// A first build, kept in memory, says which modules run at start; the second puts them in one chunk.
const probe = await build({
  ...options,
  minify: false,
  outdir: 'dist/bundle-probe',
  write: false,
  metafile: true,
  plugins,
});
const startup = startupModules(probe.metafile, cliDir, ENTRY);
// What nearly every command loads after the start (its flags and definition, the JSON output and
// jq, the plain renderers): one chunk, where it came as five (Node 20 loads each ES module file in
// several event-loop turns). Not at start: `--version` and a mistyped command do without it.
const COMMAND_KIT = [
  'src/commands/shared/define.ts',
  'src/commands/shared/flags.ts',
  'src/output/fields.ts',
  'src/output/json.ts',
  'src/ui/format.ts',
  'src/ui/render.ts',
].map((p) => resolve(cliDir, p));
const { metafile } = await build({
  ...options,
  outdir: 'dist/bundle-next',
  metafile: true,
  plugins: [...plugins, startupChunkPlugin(startup, COMMAND_KIT)],
});
checkOneStartupChunk(metafile, ENTRY);
await buildRootHelp(options, plugins, 'dist/bundle-next/root-help.cjs');

rmSync(old, { recursive: true, force: true });
if (existsSync(live)) renameSync(live, old);
renameSync(next, live);
rmSync(old, { recursive: true, force: true });
