import { describe, expect, test } from 'vitest';
import { auditActionLabel, auditActionText } from './audit-label.js';

describe('audit action labels', () => {
  test('a known code reads as a sentence in each language', () => {
    expect(auditActionLabel('en-US', 'collection.update')).toBe('Edited a collection');
    expect(auditActionLabel('zh-CN', 'collection.update')).toBe('编辑了合集');
    expect(auditActionLabel('en-US', 'account.changePassword')).toBe('Changed the sign-in password');
    expect(auditActionLabel('zh-CN', 'wallpaperTopic.bulkStatus')).toBe('批量修改了壁纸专题的状态');
  });

  test('an unknown or malformed code shows as it is', () => {
    for (const code of [
      'robot.dance',
      'collection',
      'collection.update.extra',
      'constructor.name',
      '',
      'audit.actions',
    ]) {
      expect(auditActionLabel('en-US', code)).toBe(code);
      expect(auditActionText('zh-CN', code)).toBeUndefined();
    }
  });
});
