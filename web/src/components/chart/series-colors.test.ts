import { describe, expect, test } from 'vitest';
import { DARK_SERIES, ECHARTS_SERIES, LIGHT_SERIES, withSeriesColors } from './series-colors.ts';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The dark theme's card (Blueprint's dark gray 3), the lighter of its two surfaces. */
const DARK_CARD = '#2f343c';

describe('chart series colours', () => {
  test('every series reads at 3:1 or more on a dark card (ECharts 6 drew its slate one at 1.7:1)', () => {
    expect(contrast(ECHARTS_SERIES[2], DARK_CARD)).toBeLessThan(2);
    for (const color of DARK_SERIES) expect(contrast(color, DARK_CARD), color).toBeGreaterThanOrEqual(3);
  });

  test('every series reads at 3:1 or more on a light card (ECharts 6 drew its lime at 1.7:1, its yellow at 1.5:1)', () => {
    expect(contrast(ECHARTS_SERIES[1], '#ffffff')).toBeLessThan(2);
    expect(contrast(ECHARTS_SERIES[5], '#ffffff')).toBeLessThan(2);
    for (const color of LIGHT_SERIES) expect(contrast(color, '#ffffff'), color).toBeGreaterThanOrEqual(3);
  });

  test('each theme draws with its own; a chart naming its colours keeps them', () => {
    const option = { series: [{ type: 'line' as const, data: [1, 2] }] };
    expect(withSeriesColors(option, 'dark').color).toEqual([...DARK_SERIES]);
    expect(withSeriesColors(option, 'light').color).toEqual([...LIGHT_SERIES]);
    const own = { ...option, color: ['#123456'] };
    expect(withSeriesColors(own, 'dark').color).toEqual(['#123456']);
  });
});
