// Builds the workspaces only when something they are built from changed since the last build.
// `npm start` and `npm test` call it so that a start on an unchanged checkout skips the build;
// `node scripts/build-if-stale.mjs --stamp` records a finished build (the `build` script runs it).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
// outside node_modules: npm reads a write there as a changed install (scripts/build.mjs)
const stamp = join(root, '.cache', 'opsdeck-build-stamp');
const workspaces = ['shared', 'server', 'web', 'cli'];
const skipDirs = new Set(['node_modules', 'dist', 'bundle', 'data', '.tmp']);
/** What a start needs: if any is missing the build runs whatever the times say. */
const outputs = [
  'shared/dist',
  'server/dist/server.js',
  'web/dist/index.html',
  'cli/bundle/opsdeck.js',
  'cli/bundle/root-help.cjs',
];

function newestInput() {
  let newest = 0;
  const visit = (path) => {
    const info = statSync(path);
    if (info.isDirectory()) {
      for (const name of readdirSync(path)) if (!skipDirs.has(name)) visit(join(path, name));
    } else if (!path.endsWith('.tsbuildinfo')) newest = Math.max(newest, info.mtimeMs);
  };
  for (const ws of workspaces) visit(join(root, ws));
  for (const file of ['package.json', 'package-lock.json', 'tsconfig.base.json', 'tsconfig.json']) {
    if (existsSync(join(root, file))) visit(join(root, file));
  }
  return newest;
}

function writeStamp() {
  mkdirSync(dirname(stamp), { recursive: true });
  writeFileSync(stamp, `${new Date().toISOString()}\n`);
}

if (process.argv.includes('--stamp')) {
  writeStamp();
  process.exit(0);
}

const missing = outputs.filter((p) => !existsSync(join(root, p)));
const stale = missing.length > 0 || !existsSync(stamp) || newestInput() > statSync(stamp).mtimeMs;
if (!stale) {
  console.log('build: up to date (nothing changed since the last build)');
  process.exit(0);
}
const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
