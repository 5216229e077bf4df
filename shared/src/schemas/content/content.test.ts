import { describe, expect, test } from 'vitest';
import { CONTENT_TYPES } from '../consume.js';
import { formatIssues } from '../issues.js';
import { bulkStatusBodySchema, priceRuleViolation, publishStatusSchema } from './common.js';
import { contentPublishArgsSchema } from './publish.js';
import { templateCreateBodySchema } from './template.js';
import { templateLayoutSchema } from './template-layout.js';
import { topicCreateBodySchema } from './topic.js';
import { wallpaperCreateBodySchema, wallpaperUpdateBodySchema } from './wallpaper.js';

const layout = {
  canvas: { width: 600, height: 800 },
  layers: [
    { id: 'a', kind: 'text', x: 0, y: 0, width: 100, height: 40, text: 'Hi' },
    { id: 'b', kind: 'image', slot: 'photo', x: 0, y: 50, width: 100, height: 100 },
  ],
};

describe('content schemas', () => {
  test('the price rule: above 0 exactly when access is coin', () => {
    expect(priceRuleViolation('coin', 0)).toBe('content.validation.priceRequired');
    expect(priceRuleViolation('free', 5)).toBe('content.validation.priceOnlyForCoin');
    expect(priceRuleViolation('coin', 5)).toBeNull();
    expect(priceRuleViolation('vip', 0)).toBeNull();
    const bad = wallpaperCreateBodySchema.safeParse({
      title: 'x',
      imageUrl: '/uploads/a1b2c3d4.png',
      categoryId: 1,
      priceCoins: 3,
    });
    expect(bad.success).toBe(false);
    expect(formatIssues(bad.error!.issues, 'en-US')).toEqual([
      { field: 'priceCoins', rule: 'custom', message: 'Price (coins) must be 0 unless access is coins' },
    ]);
  });

  test('create bodies fill defaults; updates need updatedAt', () => {
    const w = wallpaperCreateBodySchema.parse({
      title: ' Dawn ',
      imageUrl: 'https://x.example/a.jpg',
      categoryId: 2,
    });
    expect(w).toMatchObject({
      title: 'Dawn',
      type: 'static',
      access: 'free',
      priceCoins: 0,
      status: 'draft',
      tags: [],
      topicIds: [],
    });
    const u = wallpaperUpdateBodySchema.safeParse({ title: 'x' });
    expect(u.error?.issues[0]?.path).toEqual(['updatedAt']);
    expect(wallpaperUpdateBodySchema.safeParse({ updatedAt: '2026-01-01T00:00:00.123Z' }).success).toBe(true);
  });

  test('media URLs are uploads or http(s); slugs are lower-case words with dashes', () => {
    for (const imageUrl of ['javascript:alert(1)', '/etc/passwd', '/uploads/../x.png', 'ftp://x/y.png']) {
      expect(
        wallpaperCreateBodySchema.safeParse({ title: 'x', imageUrl, categoryId: 1 }).success,
        imageUrl,
      ).toBe(false);
    }
    const topic = (slug: string) =>
      topicCreateBodySchema.safeParse({ title: 't', slug, coverUrl: '/uploads/abcdef12.png' });
    expect(topic('spring-2026').success).toBe(true);
    for (const slug of ['Spring', 'a--b', '-a', 'a b', '']) expect(topic(slug).success, slug).toBe(false);
  });

  test('a layout fills layer defaults, refuses duplicate layer ids and unknown kinds', () => {
    const parsed = templateLayoutSchema.parse(layout);
    expect(parsed.canvas).toEqual({ width: 600, height: 800, background: '#ffffff', backgroundImage: null });
    expect(parsed.layers[0]).toMatchObject({
      fontFamily: 'sans-serif',
      fontSize: 32,
      color: '#1d2129',
      align: 'left',
    });
    expect(parsed.layers[1]).toMatchObject({ src: null, fit: 'cover', radius: 0 });
    const dup = templateLayoutSchema.safeParse({ ...layout, layers: [layout.layers[0], layout.layers[0]] });
    expect(formatIssues(dup.error!.issues, 'zh-CN')[0]).toMatchObject({ field: 'layers.1.id' });
    expect(
      templateLayoutSchema.safeParse({ ...layout, layers: [{ ...layout.layers[0], kind: 'video' }] }).success,
    ).toBe(false);
    const kind = templateCreateBodySchema.safeParse({ name: 'n', categoryId: 1, layout, kind: 'video' });
    expect(formatIssues(kind.error!.issues, 'en-US')[0]?.message).toBe(
      'Template kind must be one of: greeting card, poster, wallpaper',
    );
  });

  test('bulk bodies take 1..100 ids; publish args name a content type', () => {
    const bulk = bulkStatusBodySchema(publishStatusSchema);
    expect(bulk.safeParse({ ids: [], status: 'online' }).success).toBe(false);
    expect(
      bulk.safeParse({ ids: Array.from({ length: 101 }, (_, i) => i + 1), status: 'online' }).success,
    ).toBe(false);
    expect(bulk.safeParse({ ids: [1, 2], status: 'online' }).success).toBe(true);
    for (const contentType of CONTENT_TYPES) {
      expect(contentPublishArgsSchema.parse({ contentType, ids: [1] })).toEqual({ contentType, ids: [1] });
    }
  });
});
