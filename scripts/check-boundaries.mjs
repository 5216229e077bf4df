// Workspace boundaries (docs/style.md 1, 2, 13): web, cli and server import shared, never each
// other; shared imports no workspace, no node: module, and touches neither window nor process.env;
// process.env is read only in each program's env module.
// Inside web: a feature (web/src/features/<a>/) never imports another feature; what several
// features use lives in components/, lib/ or stores/, and what composes features (the palette, the
// chrome, the layout) lives in app/, which features never import. The shared layers import no
// feature and nothing from app/. Inside server: db/ < modules/ < seed/ < scripts/ (SERVER_LAYERS).
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { sourceFiles } from './lib/source-files.mjs';

const root = new URL('..', import.meta.url).pathname;
const workspaces = ['shared', 'server', 'web', 'cli'];
const envModules = new Set(['server/src/env.ts', 'cli/src/env.ts', 'web/src/config/env.ts']);
const problems = [];

/**
 * Feature-to-feature imports that are allowed, as `from-feature -> to-feature: why`. Keep this to a
 * handful; each needs a reason a reviewer accepts.
 */
const crossFeatureAllowed = new Map([]);
const webShared = ['web/src/components/', 'web/src/lib/', 'web/src/stores/', 'web/src/config/'];

/** The web layering rules for one import of `rel` (repo-relative). */
function webLayerProblems(rel, spec) {
  if (!spec.startsWith('.')) return [];
  const target = relative(root, resolve(dirname(join(root, rel)), spec));
  const featureOf = (path) => /^web\/src\/features\/([^/]+)\//.exec(path)?.[1];
  const from = featureOf(rel);
  const to = featureOf(target);
  if (from && to && from !== to && !crossFeatureAllowed.has(`${from} -> ${to}`)) {
    return [
      `${rel}: imports ${spec} (feature '${from}' must not import feature '${to}': move what both use to web/src/components, lib or stores, or compose them in web/src/app)`,
    ];
  }
  if (from && target.startsWith('web/src/app/')) {
    return [`${rel}: imports ${spec} (features import nothing from app/: app composes features)`];
  }
  if (webShared.some((dir) => rel.startsWith(dir)) && (to || target.startsWith('web/src/app/'))) {
    return [
      `${rel}: imports ${spec} (components, lib, stores and config import no feature and nothing from app)`,
    ];
  }
  return [];
}

/**
 * The server's layers, lowest first: db/ (the database and generic SQL), modules/ (the areas),
 * seed/ (the demo data, written through the modules' helpers), then the programs (server.ts,
 * scripts/). A layer imports only from the layers below it.
 */
const SERVER_LAYERS = ['server/src/db/', 'server/src/modules/', 'server/src/seed/', 'server/src/scripts/'];

function serverLayerProblems(rel, spec) {
  if (!spec.startsWith('.')) return [];
  const target = relative(root, resolve(dirname(join(root, rel)), spec));
  const layerOf = (path) => SERVER_LAYERS.findIndex((dir) => path.startsWith(dir));
  const from = layerOf(rel);
  const to = layerOf(target);
  if (from >= 0 && to > from) {
    return [
      `${rel}: imports ${spec} (${SERVER_LAYERS[from]} must not import the layer above it, ${SERVER_LAYERS[to]})`,
    ];
  }
  return [];
}

/** The TypeScript sources of a folder, tests left out. */
const files = (dir) => sourceFiles(dir, (name) => /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name));

for (const ws of workspaces) {
  for (const file of files(join(root, ws, 'src'))) {
    const rel = relative(root, file);
    const text = readFileSync(file, 'utf8');
    const imports = [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]);
    for (const spec of imports) {
      for (const other of workspaces) {
        if (other === ws || other === 'shared') continue;
        if (spec.startsWith(`@opsdeck/${other}`) || spec.includes(`../${other}/`)) {
          problems.push(`${rel}: imports ${spec} (${ws} must not import ${other})`);
        }
      }
      if (ws === 'web') problems.push(...webLayerProblems(rel, spec));
      if (ws === 'server') problems.push(...serverLayerProblems(rel, spec));
      if (ws === 'shared' && (spec.startsWith('node:') || spec.startsWith('@opsdeck/'))) {
        problems.push(`${rel}: shared must not import ${spec}`);
      }
    }
    if (ws === 'shared' && /\b(window|document|localStorage)\./.test(text))
      problems.push(`${rel}: shared must not touch browser globals`);
    if (
      /process\.env/.test(text) &&
      !envModules.has(rel) &&
      !rel.includes('/scripts/') &&
      !rel.includes('/testing/')
    ) {
      problems.push(`${rel}: read process.env only in the env module`);
    }
  }
}

// The data layer's tests too import nothing above it: a migration test that reads a module's data
// lives in that module (the test helpers, server/src/testing/, are in no layer). Tests higher up may
// read what the layers above them make (a module's test of the seeded rows).
for (const file of sourceFiles(join(root, 'server/src/db'), (name) => /\.test\.tsx?$/.test(name))) {
  const rel = relative(root, file);
  const text = readFileSync(file, 'utf8');
  for (const [, spec] of text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g))
    problems.push(...serverLayerProblems(rel, spec));
}

if (problems.length > 0) {
  console.error(`Boundary check failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('Boundary check passed.');
