import { render } from 'ink-testing-library';
import { describe, expect, test } from 'vitest';
import { createTranslator } from '../../i18n-bundled.js';
import { createFakeIO } from '../../testing/fake-io.js';
import { BatchProgress } from '../../ui/batch-progress.js';
import { formatDuration, percent, progressBar } from '../../ui/progress-format.js';
import type { RowOutcome } from './process-row.js';
import { openProgress, progressLine, progressView } from './progress.js';
import { createTally } from './tally.js';

const t = createTranslator('en-US');
const row = (status: RowOutcome['status']): RowOutcome => ({
  line: 2,
  key: 'k',
  member: '1',
  coins: 5,
  reason: 'r',
  status,
  attempts: 1,
});

function tallyAt(seconds: number, done: Array<RowOutcome['status']>, total = 10) {
  let now = 0;
  const tally = createTally(total, () => now);
  for (const status of done) {
    tally.started();
    tally.record(row(status));
  }
  now = seconds * 1000;
  return tally;
}

describe('progress', () => {
  test('formats: durations, bars, percent never 100 before the end', () => {
    expect(formatDuration(850)).toBe('850 ms');
    expect(formatDuration(12_340)).toBe('12.3 s');
    expect(formatDuration(245_000)).toBe('4 min 05 s');
    expect(formatDuration(3_720_000)).toBe('1 h 02 min');
    expect(progressBar(5, 10, 10)).toBe('█████░░░░░');
    expect(percent(999, 1000)).toBe(99);
    expect(percent(1000, 1000)).toBe(100);
  });

  test('the tally counts statuses, coins issued, rate and time left', () => {
    const s = tallyAt(2, ['issued', 'issued', 'replayed', 'failed']).snapshot();
    expect(s).toMatchObject({
      done: 4,
      issued: 2,
      replayed: 1,
      failed: 1,
      amountIssued: 10,
      rate: 2,
      etaMs: 3000,
    });
  });

  test('the bar: done, failed, rate, time left; a note when stopping', () => {
    const tally = tallyAt(2, ['issued', 'issued', 'replayed', 'failed']);
    const view = progressView(
      t,
      'Re-issuing coins from a.csv',
      tally.snapshot({ kind: 'stopping', inFlight: 3 }),
      60,
    );
    const { lastFrame } = render(<BatchProgress view={view} color={false} />);
    expect(lastFrame()).toBe(
      [
        'Re-issuing coins from a.csv',
        `${'█'.repeat(16)}${'░'.repeat(24)} 4/10  40%`,
        '✓ 3 done  ✗ 1 failed  · 2.0 rows/s · 3.0 s left',
        'Stopping: finishing 3 rows in flight… (Ctrl+C again to quit now)',
      ].join('\n'),
    );
  });

  test('on a terminal the counts are grouped as amounts are; the piped line keeps bare numbers', () => {
    const outcomes: Array<RowOutcome['status']> = [
      ...Array(1_100).fill('issued'),
      ...Array(1_001).fill('failed'),
    ];
    const snapshot = tallyAt(2, outcomes, 12_000).snapshot();
    const lines = (
      render(<BatchProgress view={progressView(t, 'x', snapshot, 60)} color={false} />).lastFrame() ?? ''
    ).split('\n');
    expect(lines[1]).toMatch(/ 2,101\/12,000 {2}17%$/);
    expect(lines[2]).toMatch(/^✓ 1,100 done {2}✗ 1,001 failed {2}· 1,051 rows\/s/);
    expect(progressLine(t, snapshot)).toMatch(/^progress: 2101\/12000 \(17%\) · 1001 failed · 1051 rows\/s/);
  });

  test('a dry run checks rows (never “done”); the last frame leaves the time to the summary under it', () => {
    const tally = tallyAt(2, ['issued', 'issued', 'replayed', 'failed']);
    const view = progressView(t, 'Checking a.csv', tally.snapshot(), 60, true, true);
    const { lastFrame } = render(<BatchProgress view={view} color={false} />);
    const counts = (lastFrame() ?? '').split('\n')[2];
    expect(counts).toBe('✓ 3 checked  ✗ 1 failed');
    expect(lastFrame()).not.toMatch(/done|took/);
  });

  test('piped: one plain line per tenth for batches of 50 rows or more, nothing for small ones', async () => {
    const io = createFakeIO();
    let now = 0;
    const tally = createTally(100, () => now);
    const display = await openProgress(io, t, 'x', tally.snapshot(), () => now);
    for (let i = 0; i < 100; i++) {
      tally.started();
      tally.record(row(i === 3 ? 'failed' : 'issued'));
      now += 100;
      display.update(tally.snapshot());
    }
    await display.close(tally.snapshot());
    const lines = io.err().trimEnd().split('\n');
    expect(lines).toHaveLength(9);
    expect(lines[0]).toBe('progress: 10/100 (10%) · 1 failed · 10.0 rows/s · 9.0 s left');
    expect(io.out()).toBe('');
    const small = createFakeIO();
    const few = await openProgress(small, t, 'x', createTally(10, () => 0).snapshot(), () => 0);
    few.update(tallyAt(1, ['issued', 'issued', 'issued', 'issued', 'issued']).snapshot());
    expect(small.err()).toBe('');
    expect(progressLine(t, tallyAt(1, ['issued'], 1).snapshot())).toBe(
      'progress: 1/1 (100%) · 0 failed · 1.0 rows/s · took 1.0 s',
    );
  });
});
