import type { ImageLayer, Layer, TemplateLayout, TextLayer } from '@opsdeck/shared/schemas';
import sharp from 'sharp';

/** Loads the bytes of a layer's image URL (uploaded files only), or null to draw an empty slot. */
export type ImageLoader = (url: string) => Promise<Buffer | null>;

/** Bump when the drawing changes (seeded cover names include it). */
export const RENDER_VERSION = 1;

/** Longest side of a cover drawn from a layout. */
const COVER_MAX = 640;

/** Characters XML 1.0 cannot hold (C0 controls but tab and line breaks, lone surrogates, U+FFFE/F). */
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const esc = (s: string) =>
  s
    .replace(NOT_XML, '')
    .replace(
      /[&<>"']/g,
      (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
    );

function frame(layer: Layer, body: string): string {
  const cx = layer.x + layer.width / 2;
  const cy = layer.y + layer.height / 2;
  const rotate = layer.rotation ? ` transform="rotate(${layer.rotation} ${cx} ${cy})"` : '';
  const opacity = layer.opacity < 1 ? ` opacity="${layer.opacity}"` : '';
  return `<g${rotate}${opacity}>${body}</g>`;
}

function textLayer(layer: TextLayer): string {
  const anchor = layer.align === 'center' ? 'middle' : layer.align === 'right' ? 'end' : 'start';
  const x =
    layer.align === 'center'
      ? layer.x + layer.width / 2
      : layer.align === 'right'
        ? layer.x + layer.width
        : layer.x;
  const step = layer.fontSize * layer.lineHeight;
  const lines = layer.text.split('\n');
  const tspans = lines
    .map(
      (line, i) => `<tspan x="${x}" y="${layer.y + layer.fontSize + i * step}">${esc(line) || ' '}</tspan>`,
    )
    .join('');
  const style = [
    `font-family="${layer.fontFamily}"`,
    `font-size="${layer.fontSize}"`,
    `font-weight="${layer.fontWeight}"`,
    layer.italic ? 'font-style="italic"' : '',
    `fill="${layer.color.slice(0, 7)}"`,
    layer.color.length === 9
      ? `fill-opacity="${(Number.parseInt(layer.color.slice(7), 16) / 255).toFixed(3)}"`
      : '',
    `text-anchor="${anchor}"`,
  ]
    .filter(Boolean)
    .join(' ');
  return frame(layer, `<text ${style}>${tspans}</text>`);
}

function mimeOf(buf: Buffer): string {
  if (buf[0] === 0x89) return 'image/png';
  if (buf[0] === 0xff) return 'image/jpeg';
  return 'image/webp';
}

async function imageLayer(layer: ImageLayer, i: number, load: ImageLoader): Promise<string> {
  const clip = `clip${i}`;
  const rect = `x="${layer.x}" y="${layer.y}" width="${layer.width}" height="${layer.height}" rx="${layer.radius}"`;
  const bytes = layer.src ? await load(layer.src) : null;
  if (!bytes) {
    const label = `<text x="${layer.x + layer.width / 2}" y="${layer.y + layer.height / 2}" font-family="sans-serif" font-size="${Math.max(12, Math.min(48, layer.height / 8))}" fill="#86909c" text-anchor="middle">${esc(layer.slot)}</text>`;
    return frame(
      layer,
      `<rect ${rect} fill="#f2f3f5" stroke="#c9cdd4" stroke-width="2" stroke-dasharray="8 6"/>${label}`,
    );
  }
  const aspect = layer.fit === 'contain' ? 'xMidYMid meet' : 'xMidYMid slice';
  const href = `data:${mimeOf(bytes)};base64,${bytes.toString('base64')}`;
  return frame(
    layer,
    `<clipPath id="${clip}"><rect ${rect}/></clipPath><image x="${layer.x}" y="${layer.y}" width="${layer.width}" height="${layer.height}" preserveAspectRatio="${aspect}" clip-path="url(#${clip})" href="${href}"/>`,
  );
}

/** The layout as SVG, drawn as the app draws it: background, then the layers bottom to top. */
export async function layoutToSvg(layout: TemplateLayout, load: ImageLoader): Promise<string> {
  const { width, height, background, backgroundImage } = layout.canvas;
  const parts = [`<rect width="${width}" height="${height}" fill="${background.slice(0, 7)}"/>`];
  const bg = backgroundImage ? await load(backgroundImage) : null;
  if (bg) {
    parts.push(
      `<image width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice" href="data:${mimeOf(bg)};base64,${bg.toString('base64')}"/>`,
    );
  }
  for (const [i, layer] of layout.layers.entries()) {
    parts.push(layer.kind === 'text' ? textLayer(layer) : await imageLayer(layer, i, load));
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}

/** A PNG cover of the layout, at most COVER_MAX pixels on its longer side. */
export async function renderCover(layout: TemplateLayout, load: ImageLoader): Promise<Buffer> {
  const svg = await layoutToSvg(layout, load);
  const { width, height } = layout.canvas;
  const scale = Math.min(1, COVER_MAX / Math.max(width, height));
  return sharp(Buffer.from(svg), { density: 72 * scale })
    .resize({
      width: Math.max(1, Math.round(width * scale)),
      height: Math.max(1, Math.round(height * scale)),
      fit: 'fill',
    })
    .png({ compressionLevel: 6 })
    .toBuffer();
}
