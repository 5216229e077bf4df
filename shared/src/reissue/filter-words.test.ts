import { describe, expect, test } from 'vitest';
import { translate } from '../i18n/translate.js';
import { filterWords } from './filter-words.js';

describe("a re-issue job's filter in words", () => {
  const filter = { status: 'active', vip: 'true', platform: 'ios' };

  test('en-US joins the conditions with commas', () => {
    expect(filterWords(filter, (k, p) => translate('en-US', k, p))).toBe(
      'status active, VIP active, platform ios',
    );
  });

  test('zh-CN joins them with the full-width comma, not ", "', () => {
    expect(filterWords(filter, (k, p) => translate('zh-CN', k, p))).toBe('状态为正常，VIP 有效，平台为 ios');
  });
});
