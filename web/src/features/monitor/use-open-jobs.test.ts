import type { ReissueJob } from '@opsdeck/shared/schemas';
import { describe, expect, test } from 'vitest';
import { withJob } from './use-open-jobs.ts';

const job = (id: number, status: ReissueJob['status'], issued = 0): ReissueJob => ({
  id,
  kind: 'coins',
  amount: 5,
  reason: 'r',
  filter: null,
  filterText: '',
  status,
  count: 100,
  total: 500,
  issued,
  replayed: 0,
  failed: 0,
  cancelled: 0,
  left: 100 - issued,
  rate: 0,
  etaSeconds: null,
  createdBy: { id: 1, name: 'admin' },
  approvalId: null,
  refusal: null,
  error: null,
  createdAt: '2026-11-29T00:00:00.000Z',
  startedAt: null,
  finishedAt: null,
});

describe('the monitor merges a streamed job into the open jobs', () => {
  test('a running job’s newer progress replaces its row; a new open job is added, newest first', () => {
    const list = [job(3, 'pending_approval'), job(2, 'running', 10)];
    const after = withJob(list, job(2, 'running', 60));
    expect(after.map((j) => [j.id, j.issued])).toEqual([
      [3, 0],
      [2, 60],
    ]);
    expect(withJob(after, job(4, 'running', 1)).map((j) => j.id)).toEqual([4, 3, 2]);
  });

  test('a job that finished leaves the list', () => {
    const list = [job(3, 'pending_approval'), job(2, 'running', 10)];
    expect(withJob(list, job(2, 'done', 100)).map((j) => j.id)).toEqual([3]);
    expect(withJob(list, job(3, 'cancelled')).map((j) => j.id)).toEqual([2]);
  });
});
