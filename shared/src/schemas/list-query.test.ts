import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { formatIssues } from './issues.js';
import { idSchema, isRealDay } from './list-query.js';
import { maskPhone, memberListQuerySchema } from './member.js';
import { orderListQuerySchema } from './order.js';
import { pointOverviewQuerySchema } from './point.js';

function issues(r: { success: boolean; error?: { issues: unknown[] } }) {
  if (r.success || !r.error) return [];
  return formatIssues(r.error.issues as Parameters<typeof formatIssues>[0], 'en-US');
}

describe('money list queries', () => {
  test('defaults, coercion and empty fields', () => {
    expect(orderListQuerySchema.parse({})).toEqual({ current: 1, pageSize: 10 });
    expect(
      orderListQuerySchema.parse({
        kind: 'vip',
        status: '',
        memberId: '42',
        orderNo: ' vip2026 ',
        sort: 'paidAt:asc',
        current: '3',
      }),
    ).toEqual({
      kind: 'vip',
      memberId: 42,
      orderNo: 'VIP2026',
      sort: 'paidAt:asc',
      current: 3,
      pageSize: 10,
    });
    expect(memberListQuerySchema.parse({ vip: 'false', q: ' 张 ' })).toMatchObject({ vip: false, q: '张' });
  });

  test('bad filters name the field and the rule', () => {
    const errs = issues(
      orderListQuerySchema.safeParse({
        kind: 'gold',
        sort: 'nickname:asc',
        pageSize: '500',
        memberId: 'abc',
        visibleId: '123',
        createdFrom: '2026-02-30',
        createdTo: 'yesterday',
        orderNo: 'X-1',
      }),
    );
    const byField = Object.fromEntries(errs.map((e) => [e.field, e]));
    expect(Object.keys(byField).sort()).toEqual(
      ['createdFrom', 'createdTo', 'kind', 'memberId', 'orderNo', 'pageSize', 'sort', 'visibleId'].sort(),
    );
    expect(byField.kind?.rule).toBe('enum');
    expect(byField.sort?.message).toContain('createdAt:desc');
    expect(byField.createdTo?.message).toBe(
      'Created to must be a date (YYYY-MM-DD) or an ISO 8601 date-time',
    );
    expect(byField.visibleId?.message).toBe('Member ID must be an 8-digit member ID');
    expect(errs.filter((e) => e.field === 'createdFrom')).toHaveLength(1);
  });

  test('date bounds accept days and ISO date-times', () => {
    for (const ok of ['2026-11-21', '2026-11-21T08:00:00Z', '2026-11-21T08:00:00.123+08:00', '2024-02-29']) {
      expect(orderListQuerySchema.safeParse({ createdFrom: ok }).success).toBe(true);
    }
    for (const bad of ['2026-13-01', '2025-02-29', '2026-11-21T08:00', '21/11/2026']) {
      expect(orderListQuerySchema.safeParse({ createdFrom: bad }).success).toBe(false);
    }
    expect(isRealDay('2026-04-31')).toBe(false);
    expect(pointOverviewQuerySchema.safeParse({ from: '2026-11-01T00:00:00Z' }).success).toBe(false);
  });

  test('phones are masked in lists', () => {
    expect(maskPhone('13800000001')).toBe('138****0001');
    expect(maskPhone('123')).toBe('***');
  });
});

describe('ids', () => {
  test('a missing id is required; a badly written one names the format', () => {
    // a form's category not chosen yet said it must be a positive whole number written in decimal
    const body = z.object({ categoryId: idSchema });
    expect(issues(body.safeParse({})).map((i) => i.message)).toEqual(['Category is required']);
    for (const bad of ['x', 0, 1.5, '0x10', 2_147_483_648]) {
      expect(issues(body.safeParse({ categoryId: bad })).map((i) => i.message)).toEqual([
        'Category must be a positive whole number written in decimal, at most 2,147,483,647',
      ]);
    }
  });
});
