// Folder import loops (docs/architecture.md): under every folder, its child folders (each with all
// below it) import one another only one way. An import from a file below child A to a file below
// child B is an edge A → B; a cycle among the children of one folder is a loop (the CLI's
// services/members → batch → reissue → members was one). Tests are left out: they may import what
// they test from anywhere. The loops that stand today are listed in KNOWN_LOOPS, each with what
// closes it; a new loop, or a known one that takes in another folder, fails `npm run lint`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const TREES = ['shared/src', 'server/src', 'web/src', 'cli/src'];

/**
 * The loops left, as `<parent>: <child> <child> …` (children sorted). Breaking one is welcome: take
 * it out of this list in the same change.
 */
const KNOWN_LOOPS = new Map([
  [
    'server/src: http modules types',
    'types/fastify.ts types the request with the API token authentication (modules/api-tokens), which the routes helper (http/routes.ts) and every module use',
  ],
  [
    'server/src/modules: approvals auth automation media members monitor policy reissue-jobs two-factor',
    'the money controls: an approval executes a re-issue, a job or a policy change, and those ask for approval; sign-in and step-up read the switches',
  ],
  [
    'server/src/modules: categories content templates uploads',
    "the content writes share the category check and the upload store, and the seed's art draws templates",
  ],
  [
    'shared/src: i18n schemas',
    'the translators fill {{zone}} from schemas/business-time.ts, and schemas/issues.ts formats validation issues with the translator',
  ],
  [
    'web/src/mock: data handlers http resources',
    "the world is made from the declared resources, which take their routes' type from handlers/content-resource.ts",
  ],
]);

/** The TypeScript sources below dir, tests left out (web/src/mock/data is source: no folder is skipped by name). */
function* sources(dir) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts')) yield path;
  }
}

/** Every relative import (static, re-export or dynamic) of a tree, as [file, imported path]. */
function importsOf(tree) {
  const found = [];
  const pattern =
    /^\s*(?:import|export)\s(?:type\s)?[^'";]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)|^\s*import\s*['"](\.[^'"]+)['"]/gm;
  for (const file of sources(join(root, tree))) {
    for (const m of readFileSync(file, 'utf8').matchAll(pattern)) {
      found.push([relative(root, file), relative(root, resolve(dirname(file), m[1] ?? m[2] ?? m[3]))]);
    }
  }
  return found;
}

/** The strongly connected groups of more than one node (Tarjan). */
function cycles(edges) {
  let next = 0;
  const stack = [];
  const onStack = new Set();
  const index = new Map();
  const low = new Map();
  const groups = [];
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const group = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return groups;
}

/** The folder loops of the trees, as `<parent>: <children>` with one import per edge as evidence. */
export function folderLoops() {
  const loops = [];
  for (const tree of TREES) {
    const imports = importsOf(tree);
    const parents = new Set();
    for (const [file, target] of imports) {
      for (let dir = dirname(file); dir.startsWith(tree); dir = dirname(dir)) parents.add(dir);
      for (let dir = dirname(target); dir.startsWith(tree); dir = dirname(dir)) parents.add(dir);
    }
    for (const parent of parents) {
      const childOf = (path) => {
        const rest = relative(parent, path);
        if (rest.startsWith('..')) return null;
        const parts = rest.split(sep);
        return parts.length > 1 ? parts[0] : null;
      };
      const edges = new Map();
      const why = new Map();
      for (const [file, target] of imports) {
        const from = childOf(file);
        const to = childOf(target);
        if (!from || !to || from === to) continue;
        if (!edges.has(from)) edges.set(from, new Set());
        edges.get(from).add(to);
        if (!why.has(`${from}>${to}`)) why.set(`${from}>${to}`, `${file} imports ${target}`);
      }
      for (const group of cycles(edges)) {
        const members = new Set(group);
        const evidence = group.flatMap((a) =>
          [...(edges.get(a) ?? [])].filter((b) => members.has(b)).map((b) => why.get(`${a}>${b}`)),
        );
        loops.push({ name: `${parent}: ${group.join(' ')}`, evidence });
      }
    }
  }
  return loops;
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const loops = folderLoops();
  const fresh = loops.filter((l) => !KNOWN_LOOPS.has(l.name));
  const gone = [...KNOWN_LOOPS.keys()].filter((name) => !loops.some((l) => l.name === name));
  if (fresh.length > 0 || gone.length > 0) {
    for (const l of fresh) console.error(`Folder loop ${l.name}\n    ${l.evidence.join('\n    ')}`);
    for (const name of gone)
      console.error(
        `Folder loop ${name} is gone (or changed): take it out of KNOWN_LOOPS in scripts/check-folder-loops.mjs`,
      );
    process.exit(1);
  }
  console.log(`Folder loops check passed (${KNOWN_LOOPS.size} known loops, none new).`);
}
