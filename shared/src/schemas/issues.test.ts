import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { loginBodySchema } from './auth.js';
import { formatIssues } from './issues.js';

describe('formatIssues', () => {
  test('custom messages are translated i18n keys', () => {
    const r = loginBodySchema.safeParse({ phone: '', password: '' });
    expect(r.success).toBe(false);
    if (r.success) return;
    expect(formatIssues(r.error.issues, 'en-US').map((e) => e.message)).toEqual([
      'Phone cannot be empty',
      'Password cannot be empty',
    ]);
    expect(formatIssues(r.error.issues, 'zh-CN')[0]).toMatchObject({
      field: 'phone',
      message: '手机号不能为空',
    });
  });

  test('generic issues name the field and the rule', () => {
    const s = z.object({ pageSize: z.number().int().max(100), sort: z.string().max(3) });
    const r = s.safeParse({ pageSize: 500, sort: 'abcdef' });
    if (r.success) throw new Error('expected failure');
    const errs = formatIssues(r.error.issues, 'en-US');
    expect(errs).toContainEqual({ field: 'pageSize', rule: 'max', message: 'Page size must be at most 100' });
    expect(errs).toContainEqual({
      field: 'sort',
      rule: 'maxLength',
      message: 'Sort must be at most 3 characters',
    });
  });

  test('bounds are grouped in thousands as the console shows numbers, in both languages', () => {
    const s = z.object({ coins: z.number().int().min(1000).max(100_000), reason: z.string().max(2000) });
    const big = s.safeParse({ coins: 100_001, reason: 'x'.repeat(2001) });
    const small = s.safeParse({ coins: 5, reason: '' });
    if (big.success || small.success) throw new Error('expected failure');
    expect(formatIssues(big.error.issues, 'en-US').map((e) => e.message)).toEqual([
      'Coins must be at most 100,000',
      'Reason must be at most 2,000 characters',
    ]);
    expect(formatIssues(small.error.issues, 'en-US')[0]?.message).toBe('Coins must be at least 1,000');
    const zh = formatIssues(big.error.issues, 'zh-CN').map((e) => e.message);
    expect(zh[0]).toMatch(/不能大于 100,000$/);
    expect(zh[1]).toContain('2,000');
  });

  test('a wrong type is named in words of the language: "a list", not "a array"', () => {
    const s = z.object({ keys: z.array(z.string()), note: z.string(), on: z.boolean(), n: z.number() });
    const r = s.safeParse({ keys: 'a,b', note: 5, on: 'yes', n: 'x' });
    if (r.success) throw new Error('expected failure');
    const en = formatIssues(r.error.issues, 'en-US').map((e) => e.message);
    expect(en).toEqual([
      expect.stringMatching(/ must be a list$/),
      expect.stringMatching(/ must be text$/),
      expect.stringMatching(/ must be true or false$/),
      expect.stringMatching(/ must be a number$/),
    ]);
    expect(en.join()).not.toMatch(/ a array| a string| a boolean/);
    const zh = formatIssues(r.error.issues, 'zh-CN').map((e) => e.message);
    expect(zh).toEqual([
      expect.stringMatching(/必须是列表$/),
      expect.stringMatching(/必须是文本$/),
      expect.stringMatching(/必须是布尔值（true 或 false）$/),
      expect.stringMatching(/必须是数字$/),
    ]);
    expect(zh.join()).not.toMatch(/array|string|boolean|number/);
  });

  test('a missing field is "required"', () => {
    const r = z.object({ phone: z.string() }).safeParse({});
    if (r.success) throw new Error('expected failure');
    expect(formatIssues(r.error.issues, 'en-US')[0]).toMatchObject({ field: 'phone', rule: 'required' });
  });
});

describe('a form names its fields as its labels do', () => {
  test('/form/group: "Acquisition frame rate", not "frameRate"', async () => {
    const { DEFAULT_MEDIA_PARAMS, mediaParamsSchema } = await import('./media-params.js');
    const { formatIssuesIn } = await import('./issue-messages.js');
    const { translate } = await import('../i18n/translate.js');
    const bad = structuredClone(DEFAULT_MEDIA_PARAMS);
    bad.video.acquisition.frameRate = 0;
    const parsed = mediaParamsSchema.safeParse(bad);
    expect(parsed.success).toBe(false);
    const labels: Record<string, string> = { 'video.acquisition.frameRate': 'Acquisition frame rate' };
    const [error] = formatIssuesIn(
      parsed.error?.issues ?? [],
      (k, p) => translate('en-US', k, p),
      (f) => labels[f],
    );
    expect(error).toMatchObject({ field: 'video.acquisition.frameRate', rule: 'min' });
    expect(error?.message).toMatch(/^Acquisition frame rate /);
    expect(error?.message).not.toContain('frameRate');
  });
});
