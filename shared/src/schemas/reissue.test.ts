import { describe, expect, test } from 'vitest';
import { formatIssues } from './issues.js';
import {
  idempotencyKeySchema,
  REISSUE_LIMITS,
  reissueCoinsBodySchema,
  reissueVipBodySchema,
} from './reissue.js';

function errors(schema: typeof reissueCoinsBodySchema | typeof reissueVipBodySchema, body: unknown) {
  const r = schema.safeParse(body);
  return r.success ? [] : formatIssues(r.error.issues, 'en-US');
}

describe('re-issue bodies (their bounds)', () => {
  test('accept the bounds and trim the reason', () => {
    for (const coins of [1, 100_000]) {
      expect(reissueCoinsBodySchema.parse({ memberId: 1, coins, reason: '  ok  ' })).toEqual({
        memberId: 1,
        coins,
        reason: 'ok',
      });
    }
    for (const days of [1, 3650]) {
      expect(reissueVipBodySchema.parse({ memberId: 7, days, reason: 'xy', dryRun: true })).toMatchObject({
        days,
      });
    }
    expect(
      reissueCoinsBodySchema.parse({ memberId: 1, coins: 5, reason: 'x'.repeat(200) }).reason,
    ).toHaveLength(200);
  });

  test.each([
    [{ coins: 0 }, 'coins', 'min', 'Coins must be at least 1'],
    [{ coins: 100_001 }, 'coins', 'max', 'Coins must be at most 100,000'],
    [{ coins: 1.5 }, 'coins', 'integer', 'Coins must be a whole number'],
    [{ coins: '5' }, 'coins', 'type', 'Coins must be a number'],
    [{ memberId: 0 }, 'memberId', 'min', 'Member (internal ID) must be at least 1'],
    [{ memberId: -3 }, 'memberId', 'min', undefined],
    [{ reason: ' a ' }, 'reason', 'minLength', 'Reason must be at least 2 characters'],
    [{ reason: 'x'.repeat(201) }, 'reason', 'maxLength', 'Reason must be at most 200 characters'],
    [{ dryRun: 'yes' }, 'dryRun', 'type', undefined],
  ])('coins body %j → %s %s', (patch, field, rule, message) => {
    const errs = errors(reissueCoinsBodySchema, { memberId: 1, coins: 10, reason: 'because', ...patch });
    expect(errs).toHaveLength(1);
    expect(errs[0]).toMatchObject({ field, rule });
    if (message) expect(errs[0]?.message).toBe(message);
  });

  test('days bounds', () => {
    expect(errors(reissueVipBodySchema, { memberId: 1, days: 0, reason: 'ab' })[0]).toMatchObject({
      field: 'days',
      rule: 'min',
    });
    expect(
      errors(reissueVipBodySchema, { memberId: 1, days: REISSUE_LIMITS.days.max + 1, reason: 'ab' })[0],
    ).toMatchObject({ field: 'days', rule: 'max', message: 'Days must be at most 3,650' });
  });

  test('missing fields are named, in both languages', () => {
    const r = reissueCoinsBodySchema.safeParse({});
    if (r.success) throw new Error('expected failure');
    const en = formatIssues(r.error.issues, 'en-US');
    expect(en.map((e) => [e.field, e.rule])).toEqual([
      ['memberId', 'required'],
      ['coins', 'required'],
      ['reason', 'required'],
    ]);
    expect(formatIssues(r.error.issues, 'zh-CN').map((e) => e.message)).toEqual([
      expect.stringContaining('会员（内部 ID）'),
      expect.stringContaining('福币数量'),
      expect.stringContaining('原因'),
    ]);
  });

  test('idempotency keys are 1..128 visible ASCII characters', () => {
    expect(idempotencyKeySchema.safeParse('3f1c0a8e-7b9d-4c2a-9e1f-0a1b2c3d4e5f').success).toBe(true);
    expect(idempotencyKeySchema.safeParse('retry-1').success).toBe(true);
    for (const bad of ['', 'has space', 'x'.repeat(129), '中文']) {
      expect(idempotencyKeySchema.safeParse(bad).success).toBe(false);
    }
  });
});
