import type { ReissueJob } from '@opsdeck/shared/schemas';
import { describe, expect, test } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { isExactPick, matchingPicks, pickSourceOf } from './arg-picks.ts';
import { jobPick } from './job-picks.ts';

const job = (over: Partial<ReissueJob>): ReissueJob => ({
  id: 12,
  kind: 'coins',
  amount: 50,
  reason: 'payment outage',
  filter: { status: 'active' },
  filterText: 'status active',
  status: 'pending_approval',
  count: 12_000,
  total: 600_000,
  issued: 0,
  replayed: 0,
  failed: 0,
  cancelled: 0,
  left: 12_000,
  rate: 0,
  etaSeconds: null,
  createdBy: { id: 1, name: 'Admin' },
  approvalId: 7,
  refusal: null,
  error: null,
  createdAt: '2026-11-29T01:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  ...over,
});

describe("the palette's picks for an argument", () => {
  test('"Cancel a re-issue job" offers the open jobs for its id; other fields are typed alone', () => {
    expect(pickSourceOf('reissueJob.cancel', 'id')).toBeDefined();
    expect(pickSourceOf('reissueJob.cancel', undefined)).toBeUndefined();
    expect(pickSourceOf('reissueJob.create', 'amount')).toBeUndefined();
  });

  test('a job in words: number, amount each, members, progress, requester, status', async () => {
    await i18n.loadLanguages(['en-US', 'zh-CN']);
    const pick = jobPick(job({}), i18n.getFixedT('en-US'));
    expect(pick).toMatchObject({
      value: '12',
      title: '#12 · 50 coins each · status active',
      hint: '0 of 12,000 rows · by Admin',
      tag: { text: 'Waiting for approval', intent: 'warning' },
    });
    expect(jobPick(job({}), i18n.getFixedT('zh-CN')).title).toBe('#12 · 每人 50 福币 · status active');
  });

  test('narrowed by what is typed, the job whose number it is first; every job when nothing is', async () => {
    await i18n.loadLanguages(['en-US']);
    const t = i18n.getFixedT('en-US');
    const picks = [
      job({ id: 15, createdBy: { id: 2, name: 'Wang' } }),
      job({ id: 12 }),
      job({ id: 5, reason: 'vip 15' }),
    ].map((j) => jobPick(j, t));
    expect(matchingPicks(picks, '').map((p) => p.value)).toEqual(['15', '12', '5']);
    // "15" is job 15 itself, and job 5 whose reason says 15
    expect(matchingPicks(picks, '15').map((p) => p.value)).toEqual(['15', '5']);
    expect(matchingPicks(picks, '#12').map((p) => p.value)).toEqual(['12']);
    expect(matchingPicks(picks, 'wang').map((p) => p.value)).toEqual(['15']);
    expect(isExactPick(picks, '#12')).toBe(true);
    // a number no open job has: Enter continues with it (the server says why it cannot be cancelled)
    expect(matchingPicks(picks, '999')).toEqual([]);
    expect(isExactPick(picks, '1')).toBe(false);
  });
});
