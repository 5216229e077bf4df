import { ANALYSIS_METRICS } from '@opsdeck/shared/schemas';
import { describe, expect, test } from 'vitest';
import { createFakeIO } from '../../testing/fake-io.js';
import { ok, stubAdapter } from '../../testing/stub-api.js';
import { createTestFactory } from '../../testing/test-factory.js';
import { showStats } from './stats.js';

// On a terminal `stats` groups thousands and writes yuan with two decimals, in each language.

const figure = (value: number, previous: number) => ({ value, previous, growth: 0.25, series: [value] });
const overview = {
  from: '2026-01-01',
  to: '2026-01-30',
  previousFrom: '2025-12-02',
  previousTo: '2025-12-31',
  days: ['2026-01-01'],
  figures: Object.fromEntries(
    ANALYSIS_METRICS.map((m) => [
      m,
      m === 'revenue' ? figure(123_456_789, 9_876_500) : figure(1_234_567, 12_000),
    ]),
  ),
  revenueByKind: [{ kind: 'vip', ...figure(100_000_000, 50_000) }],
};

function setup(lang: string, tty: boolean) {
  const io = createFakeIO({ stdoutTTY: tty, noColor: true });
  const adapter = stubAdapter({ 'GET /admin/analysis/overview': () => ok(overview) }, []);
  const f = createTestFactory({ io, adapter, token: 't', env: { OPSDECK_LANG: lang } });
  return { io, ctx: f.context() };
}

describe('opsdeck stats', () => {
  test.each([
    ['en-US', 'New members'],
    ['zh-CN', '新增会员'],
  ])(
    '%s on a terminal: counts with grouped thousands, revenue in yuan with two decimals',
    async (lang, label) => {
      const { io, ctx } = setup(lang, true);
      await showStats(ctx, { json: false });
      const out = io.out();
      const line = out.split('\n').find((l) => l.includes(label)) ?? '';
      expect(line).toContain('1,234,567');
      expect(line).toContain('12,000');
      expect(out).toContain('1,234,567.89');
      expect(out).toContain('98,765.00');
      expect(out).toContain('1,000,000.00');
    },
  );

  test('piped: raw figures, no separators (for scripts)', async () => {
    const { io, ctx } = setup('en-US', false);
    await showStats(ctx, { json: false });
    expect(io.out()).toMatch(/^newMembers\t1234567\t12000\t/m);
  });
});
