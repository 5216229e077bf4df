import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SCREEN_CHUNK_MODULES } from './chunk-modules-screens.ts';
import { START_CHUNK_MODULES } from './chunk-modules-start.ts';

// The console's own modules that are grouped into named chunks, listed by path (no patterns) in
// chunk-modules-start.ts (what loads before any screen) and chunk-modules-screens.ts (what the
// screens share); the lore of why each group exists is in docs/performance.md. A module not listed goes where the
// bundler puts it. A listed path that no longer exists fails chunk-groups.test.ts, and the build
// fails (chunkCheckPlugin) when a listed module lands in any chunk but its own, so renaming or
// moving a module cannot silently move it to another chunk.

/** The named chunks of the console's own modules, in the order the groups are tried. */
export const CHUNK_NAMES = [
  'first',
  'blueprint-console',
  'console-start',
  'keyboard',
  'catalogue-actions',
  'action-schemas',
  'screen-common',
  'zod',
  'list-parts',
  'common-schemas',
  'list-schemas',
  'members',
  'content-parts',
  'content-schemas',
  'content-forms',
  'user-centre',
] as const;
export type ChunkName = (typeof CHUNK_NAMES)[number];

/** Each group's modules, repository-relative. */
export const CHUNK_MODULES: Record<ChunkName, readonly string[]> = {
  ...START_CHUNK_MODULES,
  ...SCREEN_CHUNK_MODULES,
};

const byPath = new Map<string, ChunkName>();
for (const name of CHUNK_NAMES) for (const path of CHUNK_MODULES[name]) byPath.set(path, name);

/** The repository root (this file is web/scripts/chunk-groups.ts). */
const ROOT = `${resolve(dirname(fileURLToPath(import.meta.url)), '../..')}/`;

/** A bundler module id as a repository-relative path (no query, `/` separators). */
export function repoPathOf(id: string): string {
  const path = id.split('?')[0]?.replaceAll('\\', '/') ?? '';
  return path.startsWith(ROOT) ? path.slice(ROOT.length) : path;
}

/** The chunk a module of ours is listed in, if any. */
export function chunkOf(id: string): ChunkName | undefined {
  return byPath.get(repoPathOf(id));
}

/** One module that landed in a chunk other than the one it is listed in. */
export interface MisplacedModule {
  path: string;
  listedIn: ChunkName;
  landedIn: string;
}

/**
 * The listed modules of a bundle that are not in their chunk: `chunks` is each output chunk's
 * name (its group's name for a group) and module ids.
 */
export function misplacedModules(
  chunks: readonly { name: string; moduleIds: readonly string[] }[],
): MisplacedModule[] {
  const wrong: MisplacedModule[] = [];
  for (const chunk of chunks) {
    for (const id of chunk.moduleIds) {
      const listedIn = chunkOf(id);
      if (listedIn && listedIn !== chunk.name)
        wrong.push({ path: repoPathOf(id), listedIn, landedIn: chunk.name });
    }
  }
  return wrong;
}
