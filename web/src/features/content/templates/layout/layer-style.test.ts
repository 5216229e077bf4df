import type { ImageLayer, TextLayer } from '@opsdeck/shared/schemas';
import { describe, expect, test } from 'vitest';
import { canvasStyle, cssUrl, imageLayerStyle, textLayerStyle } from './layer-style.ts';

const text: TextLayer = {
  id: 't',
  name: '',
  kind: 'text',
  x: 40,
  y: 60,
  width: 500,
  height: 120,
  rotation: 15,
  opacity: 0.5,
  text: 'Hi',
  fontFamily: 'serif',
  fontSize: 48,
  fontWeight: 'bold',
  italic: true,
  color: '#ff0000',
  align: 'right',
  lineHeight: 1.5,
  editable: true,
};

describe('layer styles', () => {
  test('the canvas keeps its own size and scales from the top left', () => {
    const style = canvasStyle(
      { width: 1080, height: 1920, background: '#fafafa', backgroundImage: '/uploads/a.png' },
      0.25,
    );
    expect(style).toMatchObject({
      width: 1080,
      height: 1920,
      backgroundColor: '#fafafa',
      backgroundImage: 'url("/uploads/a.png")',
      transform: 'scale(0.25)',
      transformOrigin: '0 0',
    });
  });

  test('a text layer is placed in canvas pixels with its font, colour and rotation', () => {
    expect(textLayerStyle(text)).toMatchObject({
      position: 'absolute',
      left: 40,
      top: 60,
      width: 500,
      height: 120,
      transform: 'rotate(15deg)',
      opacity: 0.5,
      fontFamily: 'serif',
      fontSize: 48,
      fontWeight: 'bold',
      fontStyle: 'italic',
      color: '#ff0000',
      textAlign: 'right',
      lineHeight: 1.5,
      whiteSpace: 'pre-wrap',
    });
    expect(textLayerStyle({ ...text, rotation: 0 }).transform).toBeUndefined();
  });

  test('an image layer clips to its rounded frame', () => {
    const image: ImageLayer = {
      ...text,
      kind: 'image',
      slot: 'photo1',
      src: null,
      fit: 'cover',
      radius: 24,
    } as ImageLayer;
    expect(imageLayerStyle(image)).toMatchObject({ left: 40, top: 60, borderRadius: 24, overflow: 'hidden' });
  });

  test('cssUrl escapes quotes', () => {
    expect(cssUrl('https://x/a"b.png')).toBe('url("https://x/a\\"b.png")');
  });
});
