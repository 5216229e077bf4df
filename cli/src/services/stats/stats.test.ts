import { ANALYSIS_METRICS, businessToday, lastFullDay } from '@opsdeck/shared/schemas';
import { describe, expect, test } from 'vitest';
import { createFakeIO } from '../../testing/fake-io.js';
import { ok, type StubCall, stubAdapter } from '../../testing/stub-api.js';
import { createTestFactory } from '../../testing/test-factory.js';
import { showStats, statsQuery } from './stats.js';

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

function setup(lang: string, tty: boolean, answer: object = overview) {
  const io = createFakeIO({ stdoutTTY: tty, noColor: true });
  const calls: StubCall[] = [];
  const adapter = stubAdapter({ 'GET /admin/analysis/overview': () => ok(answer) }, calls);
  const f = createTestFactory({ io, adapter, token: 't', env: { OPSDECK_LANG: lang } });
  return { io, calls, ctx: f.context() };
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

  // As every piped table (members list, jobs list …): no header row on stdout, the rows alone; the
  // range line a person reads goes to stderr, and the help says what the columns are.
  test.each(['en-US', 'zh-CN'])(
    'piped (%s): the rows alone on stdout, the range line on stderr, the columns in the help',
    async (lang) => {
      const { io, ctx } = setup(lang, false);
      await showStats(ctx, { json: false });
      const lines = io.out().trimEnd().split('\n');
      expect(lines[0]).toMatch(/^newMembers\t/);
      expect(lines.every((l) => l.split('\t').length === 4)).toBe(true);
      expect(lines.at(-1)).toBe('revenue.vip\t100000000\t50000\t0.25');
      expect(io.err()).toContain('2026-01-01');
      expect(io.out()).not.toContain('2026-01-01');
      const help = ctx.t('analysis.cli.description');
      expect(help).toContain('revenue.vip');
      expect(help).toContain('stderr');
    },
  );
});

// The default range ends on the last full day (yesterday, UTC+8), the rule of the console's daily
// charts; a range that ends on today says that today's figures are so far.
describe('opsdeck stats: the range', () => {
  test('without --to it asks for the range ending yesterday (UTC+8), the last full day', async () => {
    const { calls, ctx } = setup('en-US', true);
    const before = lastFullDay();
    await showStats(ctx, { json: false });
    const after = lastFullDay();
    const params = calls[0]?.params ?? {};
    expect(params.from).toBeUndefined();
    expect([before, after]).toContain(params.to);
    expect(params.to).not.toBe(businessToday());
  });

  test('the query: --to as given; a --from after yesterday ends where the server ends it', () => {
    const now = new Date('2026-11-30T05:00:00Z'); // 13:00 on 30 November, UTC+8
    expect(statsQuery({}, now)).toEqual({ to: '2026-11-29' });
    expect(statsQuery({ from: '2026-11-01' }, now)).toEqual({ from: '2026-11-01', to: '2026-11-29' });
    expect(statsQuery({ to: '2026-11-30' }, now)).toEqual({ to: '2026-11-30' });
    expect(statsQuery({ from: '2026-11-30' }, now)).toEqual({ from: '2026-11-30' });
    // 17:00 UTC is 01:00 on 1 December UTC+8: 30 November is then the last full day
    expect(statsQuery({}, new Date('2026-11-30T17:00:00Z'))).toEqual({ to: '2026-11-30' });
  });

  test.each([
    ['en-US', ', today so far included (previous', '2026-01-01 – 2026-01-30 (previous'],
    ['zh-CN', '，含今日至今（上一周期', '2026-01-01 – 2026-01-30（上一周期'],
  ])('%s: a range ending today is marked partial; one of full days is not', async (lang, partial, full) => {
    const today = businessToday();
    const live = setup(lang, true, { ...overview, to: today });
    await showStats(live.ctx, { json: false, to: today });
    expect(live.calls[0]?.params?.to).toBe(today);
    expect(live.io.err() + live.io.out()).toContain(`${today}${partial}`);
    const past = setup(lang, true);
    await showStats(past.ctx, { json: false });
    expect(past.io.err() + past.io.out()).toContain(full);
    expect(past.io.err() + past.io.out()).not.toContain(partial);
  });
});
