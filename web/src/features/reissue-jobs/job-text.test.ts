import type { ReissueJob } from '@opsdeck/shared/schemas';
import { describe, expect, test } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { amountText, progressText, totalText } from './job-text.ts';

const tIn = (locale: 'en-US' | 'zh-CN') => i18n.getFixedT(locale);

describe("a re-issue job's amounts in words", () => {
  test('the unit takes the form its number does: 1 coin, 2 coins, 1 VIP day; Chinese unchanged', async () => {
    await i18n.loadLanguages(['en-US', 'zh-CN']);
    const en = tIn('en-US');
    expect(amountText({ amount: 1, kind: 'coins' }, en)).toBe('1 coin each');
    expect(amountText({ amount: 50, kind: 'coins' }, en)).toBe('50 coins each');
    expect(amountText({ amount: 1, kind: 'vip' }, en)).toBe('1 VIP day each');
    expect(totalText({ total: 1, kind: 'coins' }, en)).toBe('1 coin');
    expect(totalText({ total: 1200, kind: 'vip' }, en)).toBe('1,200 VIP days');
    expect(totalText({ total: 1, kind: 'coins' }, tIn('zh-CN'))).toBe('1 福币');
  });
});

describe("a re-issue job's progress line", () => {
  const job = (over: Partial<ReissueJob>): ReissueJob => ({
    id: 5,
    kind: 'coins',
    amount: 50,
    reason: 'payment outage',
    filter: null,
    filterText: '',
    status: 'running',
    count: 1_200,
    total: 60_000,
    issued: 400,
    replayed: 0,
    failed: 0,
    cancelled: 0,
    left: 800,
    rate: 1_021.9,
    etaSeconds: 1,
    createdBy: { id: 1, name: 'Admin' },
    approvalId: null,
    refusal: null,
    error: null,
    createdAt: '2026-12-01T01:00:00.000Z',
    startedAt: '2026-12-01T01:00:01.000Z',
    finishedAt: null,
    ...over,
  });

  test('while it runs: counts, rate and time left', async () => {
    await i18n.loadLanguages(['en-US', 'zh-CN']);
    expect(progressText(job({}), tIn('en-US'))).toBe('400 of 1,200 rows · 1,021.9 rows/s · about 1 s left');
    expect(
      progressText(
        job({ status: 'queued', rate: 0, etaSeconds: null, issued: 0, left: 1_200 }),
        tIn('en-US'),
      ),
    ).toBe('0 of 1,200 rows');
  });

  test('once stopped, the counts alone: the average rate the server still answers read as a live one', async () => {
    await i18n.loadLanguages(['en-US', 'zh-CN']);
    const done = job({
      status: 'done',
      issued: 1_200,
      left: 0,
      etaSeconds: null,
      finishedAt: '2026-12-01T01:00:02.000Z',
    });
    // it read "1,200 of 1,200 rows · 1,021.9 rows/s"
    expect(progressText(done, tIn('en-US'))).toBe('1,200 of 1,200 rows');
    expect(progressText(done, tIn('zh-CN'))).toBe('1,200 行中已完成 1,200 行');
    const cancelled = job({ status: 'cancelled', cancelled: 800, left: 0, etaSeconds: null });
    expect(progressText(cancelled, tIn('en-US'))).toBe('400 of 1,200 rows');
    expect(progressText(job({ status: 'failed', etaSeconds: null }), tIn('zh-CN'))).toBe(
      '1,200 行中已完成 400 行',
    );
  });
});
