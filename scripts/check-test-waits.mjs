// Tests wait for conditions, and long enough for a loaded 2-core machine: every `vi.waitFor` call
// passes its options (WAIT_FOR from the workspace's src/testing/wait.ts, or its own timeout).
// vi.waitFor's default gives up after 1 s, which a render or a stream frame can take under load.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sourceFiles } from './lib/source-files.mjs';

const root = new URL('..', import.meta.url).pathname;
const problems = [];

/**
 * The call whose argument list opens at `open`: where it closes (-1 when it does not), and whether
 * it holds a second argument (a comma at its top level followed by more than space). Strings and
 * nested brackets are skipped.
 */
function callAt(text, open) {
  let depth = 0;
  let quote = null;
  let comma = -1;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === "'" || c === '"' || c === '`') quote = c;
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c) && --depth === 0) {
      return { close: i, options: comma !== -1 && text.slice(comma + 1, i).trim() !== '' };
    } else if (c === ',' && depth === 1 && comma === -1) comma = i;
  }
  return { close: -1, options: false };
}

for (const dir of ['shared/src', 'server/src', 'web/src', 'web/scripts', 'cli/src', 'tests']) {
  for (const file of sourceFiles(join(root, dir), (name) => /\.(ts|tsx|mjs)$/.test(name))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bvi\.waitFor\(/g)) {
      const call = callAt(text, match.index + match[0].length - 1);
      if (call.close === -1 || !call.options) {
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
