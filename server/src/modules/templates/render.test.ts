import { templateLayoutSchema } from '@opsdeck/shared/schemas';
import sharp from 'sharp';
import { expect, test } from 'vitest';
import { layoutToSvg, renderCover } from './render.js';

test('control characters in a text layer (stored before they were refused) never break the cover', async () => {
  const layout = templateLayoutSchema.parse({
    canvas: { width: 300, height: 200, background: '#ffffff' },
    layers: [
      {
        id: 't1',
        kind: 'text',
        x: 10,
        y: 10,
        width: 280,
        height: 60,
        text: 'a\u0000b\u0001c\u001b[0m\ufffe\ud800 <&>\nline 2',
      },
    ],
  });
  const svg = await layoutToSvg(layout, async () => null);
  expect(svg).toContain('abc[0m &lt;&amp;&gt;');
  const png = await renderCover(layout, async () => null);
  const meta = await sharp(png).metadata();
  expect(meta.format).toBe('png');
  expect(meta.width).toBe(300);
});
