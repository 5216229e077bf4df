import { describe, expect, test } from 'vitest';
import { COMPILE_HINT, compileHintBanner, HINTED_CHUNKS, missingHintedChunks } from './compile-hints.ts';

describe('the compile hint banner', () => {
  test("is V8's magic comment on ECharts' two chunks and the chunks every first paint runs", () => {
    const banner = compileHintBanner();
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
    for (const name of ['echarts-core', 'echarts', 'react', 'router', 'blueprint', 'first', 'layout-route']) {
      expect(HINTED_CHUNKS).toContain(name);
    }
    for (const name of HINTED_CHUNKS) expect(banner({ name })).toBe(COMPILE_HINT);
  });

  test('leaves every other chunk without a banner (not even a line break)', () => {
    const banner = compileHintBanner();
    for (const name of ['zod', 'keyboard', 'palette-host', 'paths', 'echarts-extra', 'index']) {
      expect(banner({ name })).toBeUndefined();
    }
  });

  test('names the hinted chunks the build no longer has', () => {
    expect(missingHintedChunks(['react', 'first'], ['react', 'first', 'zod'])).toEqual([]);
    expect(missingHintedChunks(['react', 'layout-route'], ['react', 'layout'])).toEqual(['layout-route']);
  });
});
