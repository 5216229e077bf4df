import { ANALYSIS_METRICS, type AnalysisOverview } from '@opsdeck/shared/schemas';
import { act, render } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { changeLocale } from '../../lib/i18n.ts';
import { dailyCsv, FiguresTable } from './figures-table.tsx';

const data = {
  days: ['2026-11-27', '2026-11-28'],
  figures: Object.fromEntries(ANALYSIS_METRICS.map((m) => [m, { series: [1, 2] }])),
} as unknown as AnalysisOverview;

const dayCells = (root: HTMLElement) =>
  [...root.querySelectorAll('tbody tr')].map((tr) => tr.querySelector('td')?.textContent);

afterEach(async () => {
  await act(() => changeLocale('en-US'));
});

test("the analysis table shows its days as the console's day in each language, not ISO", async () => {
  await act(() => changeLocale('en-US'));
  const en = render(<FiguresTable data={data} />);
  expect(dayCells(en.container)).toEqual(['11/27/2026', '11/28/2026']);
  en.unmount();
  await act(() => changeLocale('zh-CN'));
  const zh = render(<FiguresTable data={data} />);
  expect(dayCells(zh.container)).toEqual(['2026/11/27', '2026/11/28']);
});

test('the CSV keeps the sortable YYYY-MM-DD', () => {
  expect(dailyCsv(data, (m) => m).split('\n')[1]).toMatch(/^2026-11-27,/);
});
