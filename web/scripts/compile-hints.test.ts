import { describe, expect, test } from 'vitest';
import { COMPILE_HINT, compileHintBanner, HINTED_CHUNKS } from './compile-hints.ts';

describe('the compile hint banner', () => {
  test("is V8's magic comment on ECharts' two chunks", () => {
    const banner = compileHintBanner();
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
    expect(HINTED_CHUNKS).toEqual(['echarts-core', 'echarts']);
    expect(banner({ name: 'echarts-core' })).toBe(COMPILE_HINT);
    expect(banner({ name: 'echarts' })).toBe(COMPILE_HINT);
  });

  test('leaves every other chunk without a banner (not even a line break)', () => {
    const banner = compileHintBanner();
    for (const name of ['react', 'first', 'echart', 'echarts-extra', 'index']) {
      expect(banner({ name })).toBeUndefined();
    }
  });
});
