// Run after `vite build`: the production bundle must not contain the mock API (msw, its worker,
// the mock data set) nor demo credentials. Exits 1 naming each file and what it found.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const dist = new URL('../dist/', import.meta.url).pathname;
const forbidden = [
  ['msw', /\bmsw\b|@mswjs|mockServiceWorker|setupWorker|MSW_COOKIE_STORE/],
  ['the mock data set', /mock-wallpaper-|0\.0\.0-mock/],
  ['demo credentials', /Admin@123|User@1234/],
];

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

const problems = [];
let checked = 0;
for (const file of files(dist)) {
  const rel = relative(dist, file);
  if (/mockServiceWorker/i.test(rel)) problems.push(`${rel}: the msw worker script is in the build`);
  const text = readFileSync(file, 'utf8');
  if (rel.endsWith('.map')) {
    // Source maps name every bundled module: none may come from msw or web/src/mock.
    const { sources = [] } = JSON.parse(text);
    for (const s of sources) {
      if (/node_modules\/(msw|@mswjs)\/|src\/mock\//.test(s)) problems.push(`${rel}: bundles ${s}`);
    }
    continue;
  }
  checked++;
  for (const [what, pattern] of forbidden) {
    const hit = pattern.exec(text);
    if (hit) problems.push(`${rel}: contains ${what} ('${hit[0]}')`);
  }
}

if (checked === 0) problems.push('web/dist is empty: run `vite build` first');
if (problems.length > 0) {
  console.error(`Production bundle check failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Production bundle check passed: ${checked} files, no mock API, no demo credentials.`);
