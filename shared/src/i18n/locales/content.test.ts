import { describe, expect, test } from 'vitest';
import { CATEGORY_SCOPES, CATEGORY_STATUSES } from '../../schemas/content/category.js';
import { CONTENT_ACCESS, ONLINE_STATUSES, PUBLISH_STATUSES } from '../../schemas/content/common.js';
import { TEMPLATE_KINDS } from '../../schemas/content/template.js';
import {
  FONT_WEIGHTS,
  IMAGE_FITS,
  LAYER_KINDS,
  TEMPLATE_FONTS,
  TEXT_ALIGNS,
} from '../../schemas/content/template-layout.js';
import { WALLPAPER_TYPES } from '../../schemas/content/wallpaper.js';
import { expectEnumLabels, expectSameKeys } from '../../testing/expect-strings.js';
import { translate } from '../translate.js';
import { contentEn, contentFieldsEn } from './en-US/content.js';
import { contentFieldsZh, contentZh } from './zh-CN/content.js';

describe('content area strings', () => {
  test('en-US and zh-CN hold the same keys', () => {
    expectSameKeys({ en: contentEn, zh: contentZh }, { en: contentFieldsEn, zh: contentFieldsZh });
  });

  test('every enum value of the content API has a label in both languages', () => {
    const groups: Array<[string, readonly string[]]> = [
      ['content.status', [...PUBLISH_STATUSES, ...ONLINE_STATUSES, ...CATEGORY_STATUSES]],
      ['content.access', CONTENT_ACCESS],
      ['content.scope', CATEGORY_SCOPES],
      ['content.templateKind', TEMPLATE_KINDS],
      ['content.wallpaperType', WALLPAPER_TYPES],
      ['content.layerKind', LAYER_KINDS],
      ['content.align', TEXT_ALIGNS],
      ['content.fontWeight', FONT_WEIGHTS],
      ['content.fit', IMAGE_FITS],
      ['content.font', TEMPLATE_FONTS],
    ];
    expectEnumLabels(groups);
  });

  test('errors interpolate and field labels reach messages', () => {
    expect(translate('en-US', 'fields.priceCoins')).toBe('Price (coins)');
    expect(translate('zh-CN', 'fields.categoryId')).toBe('分类');
    expect(translate('en-US', 'content.errors.slugTaken', { slug: 'spring', resource: 'topic' })).toBe(
      'The slug "spring" is already used by another topic',
    );
    expect(translate('zh-CN', 'content.errors.tooLarge', { max: '10 MB' })).toContain('10 MB');
  });
});
