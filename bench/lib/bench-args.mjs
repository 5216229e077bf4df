import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/**
 * A bench's command line: node's `parseArgs`, plus `--help` (prints the script's opening doc
 * comment, which says what it measures and how to run it) and, for an unknown or malformed
 * option, one line naming it and exit code 2 instead of a stack trace.
 */
export function benchArgs(scriptUrl, config) {
  const withHelp = { ...config, options: { ...config.options, help: { type: 'boolean', short: 'h' } } };
  let parsed;
  try {
    parsed = parseArgs(withHelp);
  } catch (err) {
    console.error(`${err instanceof Error ? err.message : String(err)} (--help lists the options)`);
    process.exit(2);
  }
  if (parsed.values.help) {
    console.log(usage(scriptUrl));
    process.exit(0);
  }
  return parsed;
}

/** The first doc comment of a script, without its comment marks. */
function usage(scriptUrl) {
  const path = fileURLToPath(scriptUrl);
  const doc = /\/\*\*([\s\S]*?)\*\//.exec(readFileSync(path, 'utf8'))?.[1] ?? '';
  const text = doc
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''))
    .join('\n')
    .trim();
  return text || `${path}: no description`;
}
