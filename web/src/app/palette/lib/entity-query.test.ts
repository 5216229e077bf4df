import { describe, expect, test } from 'vitest';
import {
  contentQueryOf,
  looksLikeEntity,
  memberQueryOf,
  orderKindOf,
  orderListQueryOf,
  orderQueryOf,
} from './entity-query.ts';

describe('entity queries', () => {
  test('members: 2 to 50 characters, trimmed, or one Chinese character', () => {
    expect(memberQueryOf(' 1000 ')).toBe('1000');
    expect(memberQueryOf('a')).toBe('');
    expect(memberQueryOf('x'.repeat(51))).toBe('');
    expect(memberQueryOf('小明')).toBe('小明');
    expect(memberQueryOf(' 李 ')).toBe('李');
    expect(memberQueryOf('1')).toBe('');
  });

  test('templates and wallpapers: 2 to 60 characters or one Chinese character, never an order number', () => {
    expect(contentQueryOf('spring')).toBe('spring');
    expect(contentQueryOf('春')).toBe('春');
    expect(contentQueryOf('s')).toBe('');
    expect(contentQueryOf('x'.repeat(61))).toBe('');
    expect(contentQueryOf('PAT2026')).toBe('');
  });

  test('orders: a known prefix and digits, upper-cased', () => {
    expect(orderQueryOf('pat2026')).toBe('PAT2026');
    expect(orderQueryOf('VIP1')).toBe('VIP1');
    expect(orderQueryOf('vip')).toBe('');
    expect(orderQueryOf('ABC123')).toBe('');
    expect(orderQueryOf('PAT2026 x')).toBe('');
    expect(orderKindOf('EXC2026112100001')).toBe('exchange');
    expect(orderKindOf('ZZZ1')).toBeUndefined();
  });

  test('ids, phones and order numbers put the server results first', () => {
    expect(looksLikeEntity('10000123')).toBe(true);
    expect(looksLikeEntity('PAT2026')).toBe(true);
    expect(looksLikeEntity('member')).toBe(false);
    expect(looksLikeEntity('12')).toBe(false);
  });

  test('the order list searched for a query: an order number in its kind, a member id in VIP orders', () => {
    expect(orderListQueryOf(' pat2026 ')).toBe('/order/patch?orderNo=PAT2026');
    expect(orderListQueryOf('VIP20261128000001')).toBe('/order/vip?orderNo=VIP20261128000001');
    expect(orderListQueryOf('10000123')).toBe('/order/vip?visibleId=10000123');
    expect(orderListQueryOf('lin qiao')).toBe('');
    expect(orderListQueryOf('123')).toBe('');
  });
});
