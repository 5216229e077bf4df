import { describe, expect, test } from 'vitest';
import { consoleChunksBeforeLogin, type GraphChunk } from './chunk-check.ts';

const chunk = (name: string, imports: string[] = [], isEntry = false): GraphChunk => ({
  fileName: `${name}.js`,
  name,
  isEntry,
  imports,
});

describe('the entry does not reach the signed-in console', () => {
  test('an entry whose first chunk imports a screen chunk that imports the router is caught', () => {
    const chunks = [
      chunk('index', ['first.js'], true),
      chunk('first', ['screen-common.js']),
      chunk('screen-common', ['router.js']),
      chunk('router'),
      chunk('console-start', ['router.js']),
    ];
    expect(consoleChunksBeforeLogin(chunks)).toEqual(['router']);
  });

  test('the console loaded by a dynamic import only is fine', () => {
    const chunks = [
      chunk('index', ['first.js'], true),
      chunk('first'),
      chunk('console-start', ['router.js']),
      chunk('router'),
    ];
    expect(consoleChunksBeforeLogin(chunks)).toEqual([]);
  });
});
