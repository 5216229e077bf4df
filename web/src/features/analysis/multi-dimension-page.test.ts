import { expect, test } from 'vitest';
import { stackedOption } from './multi-dimension-page.tsx';

test('the stacked charts of the multi-dimension analysis name their lines in a legend', () => {
  const data = {
    days: ['2026-11-27', '2026-11-28'],
    values: [
      { value: 'vip', series: { orders: [1, 2] }, totals: {} },
      { value: 'iap', series: { orders: [3, 4] }, totals: {} },
    ],
  } as unknown as Parameters<typeof stackedOption>[0];
  const option = stackedOption(data, 'orders', (v) => v.toUpperCase(), false);
  expect(option.legend).toMatchObject({ type: 'scroll' });
  expect((option.series as { name: string; stack: string }[]).map((s) => [s.name, s.stack])).toEqual([
    ['VIP', 'orders'],
    ['IAP', 'orders'],
  ]);
});
