import { describe, expect, it } from 'vitest';
import { jobPace } from './job-pace.js';

describe('jobPace', () => {
  const start = Date.parse('2026-01-01T00:00:00Z');

  it('gives rows per second since the start, to one decimal, and the seconds the rows left take at it', () => {
    expect(
      jobPace({ status: 'running', done: 100, left: 50, startedMs: start, endMs: start + 30_000 }),
    ).toEqual({
      rate: 3.3,
      etaSeconds: 16,
    });
  });

  it('has no rate before the start or before a row is done, and no time left then', () => {
    expect(jobPace({ status: 'queued', done: 0, left: 10, startedMs: null, endMs: start })).toEqual({
      rate: 0,
      etaSeconds: null,
    });
    expect(jobPace({ status: 'running', done: 0, left: 10, startedMs: start, endMs: start + 5_000 })).toEqual(
      {
        rate: 0,
        etaSeconds: null,
      },
    );
  });

  it('keeps the rate of a stopped job but gives it no time left', () => {
    for (const status of ['done', 'cancelled', 'failed', 'pending_approval']) {
      expect(jobPace({ status, done: 20, left: 5, startedMs: start, endMs: start + 10_000 })).toEqual({
        rate: 2,
        etaSeconds: null,
      });
    }
  });
});
