import { describe, expect, test } from 'vitest';
import {
  type ChannelDraft,
  draftOf,
  EMPTY_DRAFT,
  firstErrorStep,
  parseDraft,
  validateStep,
} from './channel-draft.ts';

const filled: ChannelDraft = {
  activityName: '春季Spring',
  channelType: 'app',
  promotionFrom: '2026-03-01',
  promotionTo: '2026-03-31',
  promoteLink: 'https://example.com',
  advertisingSource: 'Sohu',
  advertisingMedia: 'CPC',
  keyword: ['toutiao'],
  pushNotify: true,
  advertisingContent: 'Spring wallpapers.',
};

describe('channel draft', () => {
  test('an empty step 1 names every field as required, in the chosen language', () => {
    expect(validateStep(0, EMPTY_DRAFT, 'en-US')).toEqual({
      activityName: 'Activity name is required',
      channelType: 'Channel type is required',
      promotionTime: 'Promotion time is required',
      promoteLink: 'Promote link is required',
    });
    expect(validateStep(0, EMPTY_DRAFT, 'zh-CN').activityName).toContain('活动名称');
  });

  test('step checks see only their own fields', () => {
    expect(validateStep(0, { ...EMPTY_DRAFT, ...filled, advertisingSource: '' }, 'en-US')).toEqual({});
    expect(Object.keys(validateStep(1, EMPTY_DRAFT, 'en-US')).sort()).toEqual(
      ['advertisingContent', 'advertisingMedia', 'advertisingSource', 'keyword'].sort(),
    );
  });

  test('rules: name pattern, link scheme, promotion order, 200 words', () => {
    const errors = validateStep(
      0,
      { ...filled, activityName: 'a b', promoteLink: 'ftp://x', promotionTo: '2026-02-01' },
      'en-US',
    );
    expect(errors).toEqual({
      activityName: 'Activity name must be 1 to 20 Chinese characters, letters or digits',
      promoteLink: 'Promote link must start with http:// or https://',
      promotionTime: 'Promotion time must end on or after the day it starts',
    });
    expect(
      validateStep(1, { ...filled, advertisingContent: 'w '.repeat(201) }, 'en-US').advertisingContent,
    ).toBe('Advertising content must be at most 200 words');
  });

  test('parseDraft gives the request body or the first step with an error', () => {
    const ok = parseDraft(filled, 'en-US');
    expect(ok).toEqual({
      ok: true,
      body: expect.objectContaining({ promotionTime: ['2026-03-01', '2026-03-31'] }),
    });
    const bad = parseDraft({ ...filled, keyword: [] }, 'en-US');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(firstErrorStep(bad.errors)).toEqual({ step: 1, field: 'keyword' });
  });

  test('draftOf keeps a well-formed draft from router state and drops junk', () => {
    expect(draftOf({ draft: filled })).toEqual(filled);
    expect(draftOf(null)).toBeNull();
    expect(
      draftOf({ draft: { channelType: 'tv', keyword: ['x', 'huoshan'], pushNotify: false } }),
    ).toMatchObject({
      channelType: '',
      keyword: ['huoshan'],
      pushNotify: false,
      activityName: '',
    });
  });
});
