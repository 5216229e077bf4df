import type { ReissueJob } from '@opsdeck/shared/schemas';
import { render } from 'ink-testing-library';
import { describe, expect, test } from 'vitest';
import { createTranslator } from '../../i18n-bundled.js';
import { BatchProgress } from '../../ui/batch-progress.js';
import { jobFacts } from './format.js';
import { approvalRefused, jobProgressView } from './progress-view.js';

const en = createTranslator('en-US');
const zh = createTranslator('zh-CN');

const job = (over: Partial<ReissueJob>): ReissueJob => ({
  id: 12,
  kind: 'coins',
  amount: 50,
  reason: 'payment outage',
  filter: { status: 'active' },
  filterText: 'status active',
  status: 'running',
  count: 1000,
  total: 50_000,
  issued: 400,
  replayed: 20,
  failed: 3,
  cancelled: 0,
  left: 577,
  rate: 840,
  etaSeconds: 1,
  createdBy: { id: 1, name: 'Admin' },
  approvalId: null,
  refusal: null,
  error: null,
  createdAt: '2026-11-29T01:00:00.000Z',
  startedAt: '2026-11-29T01:00:01.000Z',
  finishedAt: null,
  ...over,
});

const frame = (view: ReturnType<typeof jobProgressView>) =>
  render(<BatchProgress view={view} color={false} />).lastFrame() ?? '';

describe('jobs watch on a terminal: the Ink bar', () => {
  test('running: status and amount, a bar sized to the terminal, counts, rate and ETA', () => {
    const wide = frame(jobProgressView(en, job({}), 100));
    expect(wide).toContain('Re-issue job #12 · Running · 50 coins → 50,000 coins');
    expect(wide).toContain(`${'█'.repeat(16)}${'░'.repeat(24)} 423/1,000  42%`);
    expect(wide).toContain('✓ 420 issued  ✗ 3 failed  · 840 rows/s · ETA 1.0 s');
    // every line fits 60 columns; at 40 the bar narrows and the position stays whole
    const at60 = frame(jobProgressView(en, job({}), 60)).split('\n');
    expect(Math.max(...at60.map((l) => l.length))).toBeLessThanOrEqual(60);
    const at40 = frame(jobProgressView(en, job({}), 40)).split('\n');
    expect(at40[1]).toBe(`${'█'.repeat(10)}${'░'.repeat(14)} 423/1,000  42%`);
  });

  test('waiting for approval names the request; done shows its average, labelled, and the time it took; zh-CN', () => {
    const held = frame(
      jobProgressView(
        en,
        job({
          status: 'pending_approval',
          approvalId: 7,
          issued: 0,
          replayed: 0,
          failed: 0,
          rate: 0,
          etaSeconds: null,
          startedAt: null,
        }),
        80,
      ),
    );
    expect(held).toContain('Waiting for approval');
    expect(held).toContain("Waiting for another admin's approval (request #7)");
    expect(held).toContain('0/1,000  0%');
    expect(held).toContain('not started');
    const done = frame(
      jobProgressView(
        en,
        job({ status: 'done', issued: 997, replayed: 0, left: 0, finishedAt: '2026-11-29T01:00:03.000Z' }),
        80,
      ),
    );
    expect(done).toContain('1,000/1,000  100%');
    // it read "500 rows/s · took 2.0 s", a live rate's words for a job that had stopped
    expect(done).toContain('avg 500 rows/s · took 2.0 s');
    const zhDone = frame(
      jobProgressView(
        zh,
        job({ status: 'done', issued: 997, replayed: 0, left: 0, finishedAt: '2026-11-29T01:00:03.000Z' }),
        80,
      ),
    );
    expect(zhDone).toContain('平均 500 行/秒 · 用时 2.0 s');
    const zhHeld = frame(
      jobProgressView(zh, job({ status: 'pending_approval', approvalId: 7, rate: 0, etaSeconds: null }), 80),
    );
    expect(zhHeld).toContain('等待其他管理员审批（审批申请 #7）');
  });

  test('a rejected approval says why and how many rows never ran', () => {
    const rejected = job({
      status: 'cancelled',
      approvalId: 7,
      refusal: 'rejected',
      error: 'The approval was rejected',
      issued: 0,
      replayed: 0,
      failed: 0,
      cancelled: 1000,
      left: 0,
      startedAt: null,
      finishedAt: '2026-11-29T01:05:00.000Z',
    });
    expect(approvalRefused(rejected)).toBe(true);
    expect(approvalRefused(job({ status: 'cancelled', error: null }))).toBe(false);
    expect(frame(jobProgressView(en, rejected, 80))).toContain(
      'The approval was rejected · 1,000 rows not run',
    );
  });
});

describe('counts grouped as the amounts are, on a terminal only', () => {
  // a big job: 12,000 rows, 4,440 run (4,400 issued, 40 replayed), 1,200 failed
  const big = job({ count: 12_000, total: 600_000, issued: 3_200, replayed: 40, failed: 1_200, left: 7_560 });

  test('jobs watch: the position and the issued and failed rows (it read "4440/12000" and "✓ 3240 issued")', () => {
    const en100 = frame(jobProgressView(en, big, 100));
    expect(en100).toContain('50 coins → 600,000 coins');
    expect(en100).toContain('4,440/12,000  37%');
    expect(en100).toContain('✓ 3,240 issued  ✗ 1,200 failed');
    const zh60 = frame(jobProgressView(zh, big, 60));
    expect(zh60).toContain('4,440/12,000  37%');
    expect(zh60).toContain('✓ 已补发 3,240  ✗ 失败 1,200');
    expect(frame(jobProgressView(en, { ...big, rate: 1_673 }, 100))).toContain('1,673 rows/s');
    expect(frame(jobProgressView(en, job({ ...big, status: 'cancelled', cancelled: 7_560 }), 80))).toContain(
      '7,560 rows not run',
    );
  });

  test('jobs show: the progress value grouped, its piped pair bare', () => {
    const progress = jobFacts(en, big).find((f) => f.key === 'progress');
    expect(progress?.value).toBe(
      '4,440/12,000 rows · issued 3,240 · failed 1,200 · left 7,560 · 840 rows/s · ETA 1 s',
    );
    expect(progress?.plain).toBe(
      '4440/12000 rows · issued 3240 · failed 1200 · left 7560 · 840 rows/s · ETA 1 s',
    );
    // the job's number and status are the lines above it (ID, Status): not repeated here
    expect(jobFacts(zh, big).find((f) => f.key === 'progress')?.value).toMatch(/^4,440\/12,000 行/);
    expect(jobFacts(zh, big).find((f) => f.key === 'progress')?.value).toContain(
      '4,440/12,000 行 · 已补发 3,240 · 失败 1,200 · 剩余 7,560',
    );
    // one row: the plural still follows the count
    expect(
      jobFacts(en, job({ count: 1, issued: 1, replayed: 0, failed: 0, left: 0 })).find(
        (f) => f.key === 'progress',
      )?.value,
    ).toContain('1/1 row ·');
  });

  test('jobs show: a live rate grouped as the counts are; none once the job stopped (its average is no live rate)', () => {
    const fast = { ...big, rate: 1_021.9, etaSeconds: 8 };
    const progress = jobFacts(en, fast).find((f) => f.key === 'progress');
    expect(progress?.value).toContain('· left 7,560 · 1,022 rows/s · ETA 8 s');
    expect(progress?.plain).toContain('· left 7560 · 1022 rows/s · ETA 8 s');
    for (const status of ['done', 'cancelled', 'failed'] as const) {
      const stopped = job({
        ...big,
        status,
        rate: 1_021.9,
        etaSeconds: 8,
        finishedAt: '2026-11-29T01:00:09.000Z',
      });
      const value = jobFacts(en, stopped).find((f) => f.key === 'progress')?.value ?? '';
      expect(value).toMatch(/· left 7,560$/);
      expect(jobFacts(zh, stopped).find((f) => f.key === 'progress')?.value).toMatch(/· 剩余 7,560$/);
    }
  });
});
