import { describe, expect, test } from 'vitest';
import { thumbnailNameOf, thumbnailSourcesOf, thumbnailUrlOf } from './upload-names.js';

describe('thumbnail names', () => {
  test('a stored image is drawn small by its thumbnail', () => {
    expect(thumbnailUrlOf('/uploads/seed-c842990dc885eafdc854b55d.png')).toBe(
      '/uploads/seed-c842990dc885eafdc854b55d.thumb.webp',
    );
    expect(thumbnailUrlOf('/uploads/0123456789abcdef.jpg')).toBe('/uploads/0123456789abcdef.thumb.webp');
    expect(thumbnailUrlOf('/uploads/0123456789abcdef.webp')).toBe('/uploads/0123456789abcdef.thumb.webp');
  });

  test('a thumbnail, a video and an outside address stay as they are', () => {
    for (const url of [
      '/uploads/seed-c842990dc885eafdc854b55d.thumb.webp',
      '/uploads/0123456789abcdef.mp4',
      'https://cdn.example.com/a.png',
      '/uploads/a/b.png',
      '/uploads/a.png?x=1',
      '',
    ])
      expect(thumbnailUrlOf(url), url).toBe(url);
  });

  test('a thumbnail is made from the image of the same name, whatever its type', () => {
    expect(thumbnailNameOf('abcdefgh.png')).toBe('abcdefgh.thumb.webp');
    expect(thumbnailSourcesOf('abcdefgh.thumb.webp')).toEqual([
      'abcdefgh.png',
      'abcdefgh.jpg',
      'abcdefgh.webp',
    ]);
    expect(thumbnailSourcesOf('abcdefgh.png')).toEqual([]);
  });
});
