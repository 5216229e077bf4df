import { describe, expect, test } from 'vitest';
import { rewriteChunkImports, shiftMappings } from './chunk-import.ts';

const CALL = (literal: string) =>
  `(globalThis.__opsdeckImportChunk||((s,b)=>import(new URL(s,b).href)))(${literal},import.meta.url)`;

describe('the build’s rewrite of chunk imports (scripts/chunk-import.ts)', () => {
  test('every import() of a chunk becomes a call of importChunk with the importing chunk’s URL', () => {
    const code = [
      'a(()=>import(`./checks-AbC_1.js`).then(e=>e.n),__vite__mapDeps([0,1]));',
      'b(()=>import("./x-Z.js"));import(',
      '  /* webpackChunkName: "icons" */',
      '  "./paths-Q.js"',
      ');',
    ].join('\n');
    const { code: out, edits } = rewriteChunkImports(code);
    expect(edits).toHaveLength(3);
    expect(out).toContain(`a(()=>${CALL('`./checks-AbC_1.js`')}.then(e=>e.n),__vite__mapDeps([0,1]));`);
    expect(out).toContain(`b(()=>${CALL('"./x-Z.js"')});${CALL('"./paths-Q.js"')};`);
    expect(out).not.toMatch(/\bimport\((?!new URL)/);
  });

  test('what is not a chunk stays: a template with ${…}, a bare package, a JSON file', () => {
    const code = 'import(`./locale-${l}.js`);import("react");import("./data.json");';
    expect(rewriteChunkImports(code)).toEqual({ code, edits: [] });
  });

  test('the source map’s columns move with the edits on their line', () => {
    // line 0: segments at generated columns 0, 10 (inside the edit at 5..20) and 25; line 1: 3
    // VLQ: A=0, U=10, e=15, K=5 (deltas), G=3
    const mappings = 'AAAA,UAAA,eAAA;GAAA';
    const edits = [{ start: 5, length: 15, text: 'x'.repeat(40) }];
    const shifted = shiftMappings(mappings, edits, [{ line: 0, column: 5 }]);
    // 0 stays; 10 (inside) goes to the edit's start 5; 25 moves by +25 to 50 (deltas 0, 5, 45 = 6C);
    // line 1 is unchanged
    expect(shifted).toBe('AAAA,KAAA,6CAAA;GAAA');
  });
});
