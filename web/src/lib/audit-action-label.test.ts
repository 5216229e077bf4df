import { auditActionLabel } from '@opsdeck/shared/i18n';
import { describe, expect, test } from 'vitest';
import { auditActionLabelOf } from './audit-action-label.ts';
import { loadLocale } from './i18n.ts';

describe('auditActionLabelOf', () => {
  test('gives the shared label in both languages, from the loaded strings', async () => {
    await loadLocale('en-US', true);
    await loadLocale('zh-CN', true);
    const codes = [
      'collection.update',
      'account.changePassword',
      'wallpaperTopic.bulkStatus',
      'member.reissueCoins',
    ];
    for (const locale of ['en-US', 'zh-CN'] as const) {
      for (const code of codes)
        expect(auditActionLabelOf(code, locale), code).toBe(auditActionLabel(locale, code));
    }
    expect(auditActionLabelOf('collection.update', 'zh-CN')).toBe('编辑了合集');
  });

  test('a code without a sentence, or not a code, shows as it is', async () => {
    await loadLocale('en-US', true);
    expect(auditActionLabelOf('nothing.here', 'en-US')).toBe('nothing.here');
    expect(auditActionLabelOf('audit', 'en-US')).toBe('audit');
    expect(auditActionLabelOf('a.b.c', 'en-US')).toBe('a.b.c');
  });
});
