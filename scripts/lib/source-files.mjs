import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Folders no source check reads: dependencies, build output, data dirs. */
const SKIPPED = new Set(['node_modules', 'dist', 'bundle', 'data', '.tmp']);

/** The files below `dir` whose name `keep` accepts (TypeScript sources by default), depth first. */
export function* sourceFiles(dir, keep = (name) => /\.(ts|tsx)$/.test(name)) {
  for (const name of readdirSync(dir)) {
    if (SKIPPED.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path, keep);
    else if (keep(name)) yield path;
  }
}
