import { describe, expect, test } from 'vitest';
import { PINYIN } from '../src/app/palette/lib/pinyin-table.generated.ts';
import { paletteChineseTexts, pinyinTableOf, readingOf } from './palette-pinyin.ts';

describe('the palette pinyin table', () => {
  test('is up to date with the catalogue (else run `npm run gen:pinyin`)', () => {
    expect(PINYIN).toEqual(pinyinTableOf(paletteChineseTexts()));
  });

  test('reads characters in context, Latin words whole, without tones or punctuation', () => {
    expect(readingOf('会员列表')).toBe('hui yuan lie biao');
    expect(readingOf('给会员补发 VIP 天数')).toBe('gei hui yuan bu fa vip tian shu');
    expect(readingOf('菜单宽度 (px)')).toBe('cai dan kuan du px');
    expect(readingOf('重置标签页为工作台')).toBe('chong zhi biao qian ye wei gong zuo tai');
  });
});
