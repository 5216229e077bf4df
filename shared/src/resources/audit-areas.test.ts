import { describe, expect, test } from 'vitest';
import { auditAreasOf, CONTENT_RESOURCE_KEYS, monitorKindOf } from './audit-areas.js';
import { RESOURCE_PATHS } from './paths.js';

describe('audit areas', () => {
  test('a content resource needs no entry of its own: its key is a content area', () => {
    expect(CONTENT_RESOURCE_KEYS).toEqual(Object.keys(RESOURCE_PATHS));
    for (const key of CONTENT_RESOURCE_KEYS) expect(auditAreasOf('content')).toContain(key);
    expect(monitorKindOf('wallpaperTopic.bulkStatus')).toBe('content');
  });

  test('re-issues by whole action, others by area', () => {
    expect(monitorKindOf('member.reissueVip')).toBe('reissue');
    expect(monitorKindOf('member.patchCoin')).toBe('reissue');
    expect(monitorKindOf('member.update')).toBe('other');
    expect(monitorKindOf('session.revoke')).toBe('auth');
    expect(monitorKindOf('orders.refund')).toBe('order');
  });
});
