import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { CHUNK_MODULES, CHUNK_NAMES, chunkOf, misplacedModules } from './chunk-groups.ts';

const ROOT = `${resolve(dirname(fileURLToPath(import.meta.url)), '../..')}/`;

describe('chunk groups', () => {
  test('every listed module exists, once (a rename must update the list)', () => {
    const seen = new Set<string>();
    for (const name of CHUNK_NAMES) {
      for (const path of CHUNK_MODULES[name]) {
        expect(existsSync(`${ROOT}${path}`), path).toBe(true);
        expect(seen.has(path), `${path} listed twice`).toBe(false);
        seen.add(path);
      }
    }
  });

  test('every named chunk has its list of modules, and every list its name', () => {
    expect(Object.keys(CHUNK_MODULES).sort()).toEqual([...CHUNK_NAMES].sort());
  });

  test('a module found in another chunk than its own is reported', () => {
    const [path] = CHUNK_MODULES.keyboard;
    if (!path) throw new Error('the keyboard group lists no module');
    expect(chunkOf(`${ROOT}${path}?v=1`)).toBe('keyboard');
    expect(misplacedModules([{ name: 'keyboard', moduleIds: [`${ROOT}${path}`] }])).toEqual([]);
    expect(
      misplacedModules([{ name: 'index', moduleIds: [`${ROOT}${path}`, `${ROOT}web/src/other.ts`] }]),
    ).toEqual([{ path, listedIn: 'keyboard', landedIn: 'index' }]);
  });
});
