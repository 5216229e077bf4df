// Workspace boundaries (docs/style.md 1, 2, 13): web, cli and server import shared, never each
// other; shared imports no workspace, no node: module, and touches neither window nor process.env;
// process.env is read only in each program's env module.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const workspaces = ['shared', 'server', 'web', 'cli'];
const envModules = new Set(['server/src/env.ts', 'cli/src/env.ts', 'web/src/config/env.ts']);
const problems = [];

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist' || name === 'bundle') continue;
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)) yield path;
  }
}

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

if (problems.length > 0) {
  console.error(`Boundary check failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('Boundary check passed.');
