// Puts every module a run loads at start into one chunk (build.mjs uses it).
//
// esbuild splits the code shared by the entry and the lazily imported modules by which of them
// reach it, so the start-up code came out as a dozen and a half small chunks, and Node 20 reads,
// compiles and links each ES module file on its own (several event-loop turns each): on a loaded
// machine that cost more than the code itself. A first, unwritten build finds the start-up modules
// (everything the entry reaches through static imports); the real build then makes every lazily
// imported module import them too, so all of them have the same importers and esbuild keeps them
// in one chunk. They have all run by then (the entry imported them first), so nothing runs earlier
// or twice.
import { readFileSync } from 'node:fs';
import { dirname, extname, resolve } from 'node:path';

const STARTUP = 'opsdeck:startup';
const KIT = 'opsdeck:kit';
const LOADERS = { '.ts': 'ts', '.tsx': 'tsx', '.js': 'js', '.mjs': 'js', '.jsx': 'jsx' };

/** The outputs of `metafile` the entry output loads through static imports, the entry included. */
function staticClosure(metafile, entryOutput) {
  const seen = new Set([entryOutput]);
  for (const out of seen)
    for (const imp of metafile.outputs[out].imports)
      if (imp.kind === 'import-statement' && !imp.external && metafile.outputs[imp.path]) seen.add(imp.path);
  return seen;
}

/** The entry output and the outputs of the others (each lazily imported module is an entry). */
function entryOutputs(metafile) {
  return Object.entries(metafile.outputs).filter(([, out]) => out.entryPoint);
}

/**
 * From a first build's metafile: the start-up modules (absolute paths, the entry module left out:
 * it runs the program) and the lazily imported modules, which are made to import them.
 */
export function startupModules(metafile, cliDir, entry) {
  const abs = (p) => resolve(cliDir, p);
  const main = entryOutputs(metafile).find(([, out]) => out.entryPoint === entry)?.[0];
  if (!main) throw new Error(`no output for the entry ${entry}`);
  const startup = new Set();
  for (const out of staticClosure(metafile, main))
    for (const input of Object.keys(metafile.outputs[out].inputs)) startup.add(abs(input));
  startup.delete(abs(entry));
  // A start-up module that is also imported lazily (the completion command builds the program)
  // is an entry of its own too, so it imports them as well.
  const lazy = entryOutputs(metafile)
    .map(([, out]) => abs(out.entryPoint))
    .filter((p) => p !== abs(entry));
  return { startup: [...startup], lazy: new Set(lazy) };
}

/** A module of namespace imports of `paths`, unused (so no namespace object is built). */
function importsOf(paths) {
  // a bare `import 'x'` of a package marked "sideEffects": false would be dropped, and the edge with it
  return paths.map((p, i) => `import * as m${i} from ${JSON.stringify(p)};`).join('\n');
}

/**
 * The esbuild plugin: each lazy module imports `opsdeck:startup`, which imports every start-up
 * module. With `kit` (absolute paths: modules nearly every command loads, not at start), each lazy
 * module but those imports `opsdeck:kit` too, so they and what only they import come as one chunk
 * instead of one small chunk per set of commands that shares them.
 */
export function startupChunkPlugin({ startup, lazy }, kit = []) {
  // a start-up module that is also lazy (program.ts) must not take the kit into the start
  const noKit = new Set([...kit, ...startup]);
  return {
    name: 'startup-in-one-chunk',
    setup(b) {
      b.onResolve({ filter: /^opsdeck:(startup|kit)$/ }, (args) => ({ path: args.path, namespace: STARTUP }));
      b.onLoad({ filter: /.*/, namespace: STARTUP }, (args) => ({
        contents: importsOf(args.path === KIT ? kit : startup),
        loader: 'js',
        resolveDir: '/',
      }));
      b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
        if (!lazy.has(args.path)) return undefined;
        const loader = LOADERS[extname(args.path)];
        if (!loader) throw new Error(`startup-in-one-chunk: cannot load ${args.path}`);
        const source = readFileSync(args.path, 'utf8');
        const kitImport = kit.length > 0 && !noKit.has(args.path) ? `import '${KIT}';\n` : '';
        return {
          contents: `import '${STARTUP}';\n${kitImport}${source}`,
          loader,
          resolveDir: dirname(args.path),
        };
      });
    },
  };
}

/** Fails the build when the entry loads more than one chunk at start (the plugin stopped working). */
export function checkOneStartupChunk(metafile, entry) {
  const main = entryOutputs(metafile).find(([, out]) => out.entryPoint === entry)?.[0];
  const chunks = [...staticClosure(metafile, main)].filter((out) => out !== main);
  if (chunks.length > 1)
    throw new Error(`the CLI's entry loads ${chunks.length} chunks at start, not one: ${chunks.join(', ')}`);
}
