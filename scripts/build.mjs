// `npm run build` (and so `prepare`, after every `npm ci` and `npm install`): builds the workspaces
// with a progress line per step, then records the build (scripts/build-if-stale.mjs --stamp).
// Its caches (the stamp, Vite's cache, TypeScript's build info) live in .cache/ at the repository
// root, never in node_modules: npm reads a write there as a changed install.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

function run(label, command, args) {
  console.log(`build: ${label} …`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('shared', 'npm', ['run', 'build', '--silent', '-w', '@opsdeck/shared']);
run('server, web console and CLI', 'npm', [
  'run',
  'build',
  '--silent',
  '-w',
  '@opsdeck/server',
  '-w',
  '@opsdeck/web',
  '-w',
  '@opsdeck/cli',
]);
run('recording the build', process.execPath, [join(root, 'scripts/build-if-stale.mjs'), '--stamp']);
