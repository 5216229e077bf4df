import { describe, expect, test } from 'vitest';
import { translate } from '../i18n/translate.js';
import { filterWords } from './filter-words.js';

describe("a re-issue job's filter in words", () => {
  const filter = { status: 'active', vip: 'true', platform: 'ios' };

  test('en-US joins the conditions with commas', () => {
    expect(filterWords(filter, (k, p) => translate('en-US', k, p))).toBe(
      'status active, VIP active, platform iOS',
    );
  });

  test('zh-CN joins them with the full-width comma, not ", "', () => {
    expect(filterWords(filter, (k, p) => translate('zh-CN', k, p))).toBe('状态为正常，VIP 有效，平台为 iOS');
  });

  test('platform and channel read as the member list names them, in both languages', () => {
    const f = { platform: 'web', channel: 'huawei' };
    expect(filterWords(f, (k, p) => translate('en-US', k, p))).toBe('platform Web, channel Huawei');
    expect(filterWords(f, (k, p) => translate('zh-CN', k, p))).toBe('平台为 网页，渠道为 华为');
    // a value the language has no name for stays as typed
    expect(filterWords({ channel: 'partner7' }, (k, p) => translate('en-US', k, p))).toBe('channel partner7');
  });
});
