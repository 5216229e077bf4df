import type { TemplateLayout } from '@opsdeck/shared/schemas';
import { describe, expect, test } from 'vitest';
import { templatePicture } from './template-picture.ts';

const canvas = { width: 540, height: 960, background: '#ffffff', backgroundImage: null };
const image = (src: string) =>
  ({
    id: 'i',
    kind: 'image',
    slot: 'photo1',
    src,
    fit: 'cover',
    radius: 0,
    x: 0,
    y: 0,
    width: 10,
    height: 10,
    rotation: 0,
    opacity: 1,
  }) as TemplateLayout['layers'][number];

describe('templatePicture', () => {
  test("the background's thumbnail, else the first image layer's, else none", () => {
    expect(
      templatePicture({
        layout: {
          canvas: { ...canvas, backgroundImage: '/uploads/bg-00000000.png' },
          layers: [image('/uploads/a-00000000.png')],
        },
      }),
    ).toBe('/uploads/bg-00000000.thumb.webp');
    expect(
      templatePicture({ layout: { canvas, layers: [image(''), image('/uploads/a-00000000.jpg')] } }),
    ).toBe('/uploads/a-00000000.thumb.webp');
    expect(templatePicture({ layout: { canvas, layers: [] } })).toBeNull();
  });
});
