import type { ReissueJob } from '@opsdeck/shared/schemas';
import { describe, expect, test } from 'vitest';
import { listWithFrame, withProgress } from './use-jobs.ts';

const job = (id: number, over: Partial<ReissueJob> = {}): ReissueJob => ({
  id,
  kind: 'coins',
  amount: 5,
  reason: 'r',
  filter: { status: 'active' },
  filterText: '状态 正常',
  status: 'running',
  count: 500,
  total: 2500,
  issued: 100,
  replayed: 0,
  failed: 0,
  cancelled: 0,
  left: 400,
  rate: 200,
  etaSeconds: 2,
  createdBy: { id: 1, name: 'Admin' },
  approvalId: null,
  refusal: null,
  error: null,
  createdAt: '2026-11-29T01:00:00.000Z',
  startedAt: '2026-11-29T01:00:01.000Z',
  finishedAt: null,
  ...over,
});

describe('stream frames over the jobs as read', () => {
  test('a frame moves its job on (counts, rate, ETA); the words stay in the screen language', () => {
    const frame = job(2, { issued: 300, left: 200, rate: 250, etaSeconds: 1, filterText: 'status active' });
    const moved = withProgress(job(2), frame);
    expect(moved).toMatchObject({
      issued: 300,
      left: 200,
      rate: 250,
      etaSeconds: 1,
      filterText: '状态 正常',
    });
    expect(listWithFrame([job(3), job(2), job(1)], frame)?.map((j) => j.issued)).toEqual([100, 300, 100]);
  });

  test('a job the list does not hold, or one that finished, makes the list be read again', () => {
    expect(listWithFrame([job(1)], job(2))).toBeUndefined();
    expect(listWithFrame([job(1)], job(1, { status: 'done', left: 0, issued: 500 }))).toBeUndefined();
  });
});
