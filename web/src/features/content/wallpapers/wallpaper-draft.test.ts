import { describe, expect, test } from 'vitest';
import { withAccess } from '../shared/priced-fields.tsx';
import { checkWallpaper } from './wallpaper-checks.ts';
import { EMPTY_WALLPAPER, titleFromFileName } from './wallpaper-draft.ts';

const image = {
  url: '/uploads/abc.png',
  thumbUrl: '/uploads/abc.thumb.webp',
  width: 2,
  height: 2,
  size: 70,
  type: 'image/png' as const,
};

describe('new wallpaper form', () => {
  test('an empty form names the image, title and category', () => {
    const result = checkWallpaper(EMPTY_WALLPAPER, 'en-US');
    expect(result.ok).toBe(false);
    expect(Object.keys(result.fields).sort()).toEqual(['categoryId', 'imageUrl', 'title']);
  });

  test('a complete form builds the create body', () => {
    const result = checkWallpaper(
      { ...EMPTY_WALLPAPER, image, title: 'Sea', categoryId: '3', tags: ['blue'] },
      'en-US',
    );
    expect(result).toMatchObject({
      ok: true,
      value: {
        imageUrl: image.url,
        thumbUrl: image.thumbUrl,
        width: 2,
        height: 2,
        title: 'Sea',
        categoryId: 3,
        priceCoins: 0,
      },
    });
  });

  test('coin access needs a price above 0, as the server says; other access resets it to 0', () => {
    const base = { ...EMPTY_WALLPAPER, image, title: 'Sea', categoryId: '3' };
    const coin = withAccess(base, 'coin');
    expect(checkWallpaper(coin, 'en-US').fields.priceCoins).toMatch(/above 0/);
    expect(checkWallpaper({ ...coin, price: '30' }, 'en-US').ok).toBe(true);
    expect(checkWallpaper({ ...coin, price: '3.5' }, 'en-US').fields.priceCoins).toBeTruthy();
    expect(withAccess({ ...coin, price: '30' }, 'vip').price).toBe('0');
    expect(checkWallpaper({ ...base, price: '5' }, 'zh-CN').fields.priceCoins).toBeTruthy();
  });

  test('a live wallpaper takes its duration in whole seconds, 1 to 3600; a still image none', () => {
    const base = { ...EMPTY_WALLPAPER, image, title: 'Waves', categoryId: '3' };
    expect(checkWallpaper({ ...base, type: 'live', duration: '45' }, 'en-US')).toMatchObject({
      ok: true,
      value: { type: 'live', durationSeconds: 45 },
    });
    expect(checkWallpaper({ ...base, type: 'live' }, 'en-US')).toMatchObject({
      ok: true,
      value: { durationSeconds: null },
    });
    for (const duration of ['0', '-3', '3601', '2.5', 'ten']) {
      const result = checkWallpaper({ ...base, type: 'live', duration }, 'en-US');
      expect(result.ok, duration).toBe(false);
      expect(result.fields.durationSeconds, duration).toMatch(/Duration \(seconds\)/);
    }
    expect(
      checkWallpaper({ ...base, type: 'live', duration: '3601' }, 'zh-CN').fields.durationSeconds,
    ).toMatch(/时长（秒）.*3,600/);
    expect(checkWallpaper({ ...base, duration: '10' }, 'en-US').fields.durationSeconds).toMatch(
      /only to a live/,
    );
  });

  test('titleFromFileName', () => {
    expect(titleFromFileName('spring_blossom-01.png')).toBe('spring blossom 01');
  });
});
