import { describe, expect, test } from 'vitest';
import { ResumeFilter } from './resume-filter.js';

describe('ResumeFilter', () => {
  test('skips what the client saw, and what the catch-up sent when it comes live, even after the catch-up ended', () => {
    const filter = new ResumeFilter(10);
    expect(filter.admit(9)).toBe(false);
    expect(filter.admit(10)).toBe(false);
    // the catch-up sends 11, 12 and 15 (13 and 14 not committed yet)
    expect(filter.admit(11)).toBe(true);
    expect(filter.admit(12)).toBe(true);
    expect(filter.admit(15)).toBe(true);
    // 12 arrives live while the catch-up runs (held, then flushed)
    expect(filter.admit(12)).toBe(false);
    filter.live();
    // the hub's read of 11 finishes only after the catch-up ended (seen on PostgreSQL under load)
    expect(filter.admit(11)).toBe(false);
    // live ids below the catch-up's highest, committed out of order, are still sent, once
    expect(filter.admit(13)).toBe(true);
    expect(filter.admit(14)).toBe(true);
    expect(filter.admit(15)).toBe(false);
  });

  test('a stream opened without Last-Event-ID sends every live event', () => {
    const filter = new ResumeFilter(null);
    filter.live();
    expect(filter.admit(1)).toBe(true);
    expect(filter.admit(2)).toBe(true);
  });
});
