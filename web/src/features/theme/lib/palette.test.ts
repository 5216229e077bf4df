import { describe, expect, test } from 'vitest';
import { darkPalette, lightPalette, paletteVariables, parseHex } from './palette.ts';

/** Arco Design's arcoblue-1…10, the palette of its default theme colour #165DFF. */
const ARCO_BLUE = [
  '#E8F3FF',
  '#BEDAFF',
  '#94BFFF',
  '#6AA1FF',
  '#4080FF',
  '#165DFF',
  '#0E42D2',
  '#072CA6',
  '#031A79',
  '#000D4D',
];

describe('theme palette', () => {
  test('#165DFF gives Arco’s arcoblue shades', () => {
    expect(lightPalette('#165DFF')).toEqual(ARCO_BLUE);
  });

  test('shade 6 is the colour itself, in any notation', () => {
    expect(lightPalette('#f53f3f')[5]).toBe('#F53F3F');
    expect(lightPalette('#0af')[5]).toBe('#00AAFF');
  });

  test('a warm colour gets 10 distinct shades from light to dark', () => {
    const shades = lightPalette('#F77234');
    expect(new Set(shades).size).toBe(10);
    const lightness = shades.map((c) => parseHex(c).reduce((a, b) => a + b, 0));
    expect([...lightness].sort((a, b) => b - a)).toEqual(lightness);
  });

  test('the dark palette mirrors the light one', () => {
    expect(darkPalette('#165DFF')).toEqual([...ARCO_BLUE].reverse());
  });

  test('CSS variables are named --primary-1 … --primary-10', () => {
    const vars = paletteVariables('#165DFF', false);
    expect(Object.keys(vars)).toHaveLength(10);
    expect(vars['--primary-6']).toBe('#165DFF');
    expect(paletteVariables('#165DFF', true)['--primary-1']).toBe('#000D4D');
  });

  test('rejects what is not a hex colour', () => {
    expect(() => lightPalette('blue')).toThrow('Not a hex colour');
  });
});
