import { describe, expect, test } from 'vitest';
import { withAccess } from '../shared/priced-fields.tsx';
import { checkWallpaper, EMPTY_WALLPAPER, titleFromFileName } from './wallpaper-draft.ts';

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

  test('titleFromFileName', () => {
    expect(titleFromFileName('spring_blossom-01.png')).toBe('spring blossom 01');
  });
});
