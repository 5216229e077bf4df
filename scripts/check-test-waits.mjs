// Tests wait for conditions, and long enough for a loaded 2-core machine: every `vi.waitFor` call
// passes its options (WAIT_FOR from the workspace's src/testing/wait.ts, or its own timeout).
// vi.waitFor's default gives up after 1 s, which a render or a stream frame can take under load.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const skipDirs = new Set(['node_modules', 'dist', 'bundle', 'data', '.tmp']);
const problems = [];

function* sources(dir) {
  for (const name of readdirSync(dir)) {
    if (skipDirs.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (/\.(ts|tsx|mjs)$/.test(name)) yield path;
  }
}

/** The index of the parenthesis closing the one at `open`, skipping strings and nested brackets. */
function closing(text, open) {
  let depth = 0;
  let quote = null;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === "'" || c === '"' || c === '`') quote = c;
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c) && --depth === 0) return i;
  }
  return -1;
}

/** Whether the call's arguments between `open` and `close` hold a second argument. */
function hasOptions(text, open, close) {
  let depth = 0;
  let quote = null;
  for (let i = open + 1; i < close; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === "'" || c === '"' || c === '`') quote = c;
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if (c === ',' && depth === 0) return text.slice(i + 1, close).trim() !== '';
  }
  return false;
}

for (const dir of ['shared/src', 'server/src', 'web/src', 'web/scripts', 'cli/src', 'tests']) {
  for (const file of sources(join(root, dir))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bvi\.waitFor\(/g)) {
      const open = match.index + match[0].length - 1;
      const close = closing(text, open);
      if (close === -1 || !hasOptions(text, open, close)) {
        const line = text.slice(0, match.index).split('\n').length;
        problems.push(`${relative(root, file)}:${line}: vi.waitFor without options (pass WAIT_FOR)`);
      }
    }
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`${problems.length} bare vi.waitFor call(s): its 1 s default fails on a loaded machine`);
  process.exit(1);
}
console.log('Test waits check passed.');
