import type { TemplateKind, TemplateLayout } from '@opsdeck/shared/schemas';
import { templateLayoutSchema } from '@opsdeck/shared/schemas';
import { SEED_WALLPAPER_ART } from './content-art.js';

/** A seeded template design: its kind and layout (the 120 seeded templates reuse these 12). */
export interface Design {
  kind: TemplateKind;
  title: string;
  layout: TemplateLayout;
}

const bg = (i: number) => SEED_WALLPAPER_ART[i % SEED_WALLPAPER_ART.length]?.url ?? null;

type Box = [x: number, y: number, width: number, height: number];
interface TextStyle {
  color?: string;
  align?: 'left' | 'center' | 'right';
  fontFamily?: 'sans-serif' | 'serif' | 'monospace' | 'cursive';
  fontWeight?: 'normal' | 'bold';
  rotation?: number;
  lineHeight?: number;
}

/** A text layer: id, default text, box, font size and style. */
function text(
  id: string,
  value: string,
  [x, y, width, height]: Box,
  fontSize: number,
  style: TextStyle = {},
) {
  return { kind: 'text' as const, id, name: id, text: value, x, y, width, height, fontSize, ...style };
}

/** An image slot named `id`, with a corner radius. */
function photo(id: string, [x, y, width, height]: Box, radius = 0) {
  return { kind: 'image' as const, id, name: id, slot: id, x, y, width, height, radius };
}

function design(kind: TemplateKind, title: string, canvas: object, layers: object[]): Design {
  return { kind, title, layout: templateLayoutSchema.parse({ canvas, layers }) };
}

const card = (background: string, image: string | null = null) => ({
  width: 600,
  height: 800,
  background,
  backgroundImage: image,
});
const poster = (background: string, image: string | null = null) => ({
  width: 600,
  height: 900,
  background,
  backgroundImage: image,
});
const phone = (background: string, image: string | null = null) => ({
  width: 540,
  height: 960,
  background,
  backgroundImage: image,
});
const C = 'center' as const;
const B = 'bold' as const;

/** The 12 designs: greeting cards (600×800), posters (600×900) and phone wallpapers (540×960). */
export const DESIGNS: Design[] = [
  design('card', 'Spring Festival', card('#c41d1d'), [
    text('title', '新春快乐', [40, 90, 520, 120], 96, {
      color: '#ffd666',
      align: C,
      fontFamily: 'serif',
      fontWeight: B,
    }),
    photo('photo', [100, 260, 400, 300], 24),
    text('wish', 'Wishing you a year of joy', [40, 600, 520, 50], 32, { color: '#fff1b8', align: C }),
    text('from', '— from all of us', [40, 680, 520, 40], 26, {
      color: '#ffe58f',
      align: 'right',
      fontFamily: 'cursive',
    }),
  ]),
  design('card', 'Birthday Balloons', card('#fff0f6', bg(4)), [
    text('title', 'Happy Birthday!', [30, 80, 540, 80], 56, { color: '#ffffff', align: C, fontWeight: B }),
    photo('photo', [150, 220, 300, 300], 150),
    text('name', 'Dear friend', [30, 570, 540, 60], 44, {
      color: '#ffffff',
      align: C,
      fontFamily: 'cursive',
    }),
  ]),
  design('card', 'Thank You Note', card('#f6ffed'), [
    text('title', 'Thank you', [60, 120, 480, 100], 80, { color: '#237804', fontFamily: 'serif' }),
    text('body', 'For everything you do,\nbig and small.', [60, 280, 480, 120], 34, { color: '#389e0d' }),
    photo('photo', [60, 460, 480, 260], 12),
  ]),
  design('card', 'Mid-Autumn Moon', card('#10239e', bg(5)), [
    text('title', '中秋团圆', [40, 520, 520, 110], 88, { color: '#fff566', align: C, fontFamily: 'serif' }),
    text('wish', '月圆人团圆', [40, 650, 520, 60], 40, { color: '#ffffff', align: C }),
  ]),
  design('poster', 'Grand Opening', poster('#141414', bg(2)), [
    text('title', 'GRAND\nOPENING', [40, 80, 520, 260], 96, {
      color: '#ffffff',
      fontWeight: B,
      lineHeight: 1,
    }),
    photo('photo', [40, 380, 520, 320], 8),
    text('date', 'Saturday 10:00', [40, 760, 520, 60], 40, { color: '#ffd666' }),
  ]),
  design('poster', 'Summer Sale', poster('#fa8c16', bg(6)), [
    text('title', 'SUMMER SALE', [30, 120, 540, 90], 64, { color: '#ffffff', align: C, fontWeight: B }),
    text('discount', '50% OFF', [30, 320, 540, 150], 112, {
      color: '#fff1b8',
      align: C,
      fontWeight: B,
      rotation: -8,
    }),
    text('note', 'This weekend only', [30, 760, 540, 50], 36, { color: '#ffffff', align: C }),
  ]),
  design('poster', 'Concert Night', poster('#22075e', bg(10)), [
    photo('photo', [0, 0, 600, 520]),
    text('title', 'Live Tonight', [40, 580, 520, 90], 72, { color: '#ffffff', fontFamily: 'cursive' }),
    text('venue', 'Hall A · 20:00', [40, 700, 520, 50], 36, { color: '#d3adf7' }),
  ]),
  design('poster', 'Book Club', poster('#fffbe6'), [
    text('title', 'Book Club', [50, 80, 500, 100], 76, { color: '#614700', fontFamily: 'serif' }),
    photo('cover', [150, 220, 300, 420], 6),
    text('when', 'Every Thursday', [50, 700, 500, 50], 36, { color: '#876800', align: C }),
    text('where', 'Reading room, 2F', [50, 770, 500, 40], 28, {
      color: '#ad8b00',
      align: C,
      fontFamily: 'monospace',
    }),
  ]),
  design('wallpaper', 'Quote of the Day', phone('#000000', bg(1)), [
    text('quote', 'Stay curious.', [40, 420, 460, 80], 56, {
      color: '#ffffff',
      align: C,
      fontFamily: 'serif',
    }),
    text('author', '— today', [40, 520, 460, 40], 28, { color: '#e6f4ff', align: C }),
  ]),
  design('wallpaper', 'Name Wallpaper', phone('#1d39c4', bg(8)), [
    text('name', 'YOUR NAME', [20, 700, 500, 90], 64, { color: '#ffffff', align: C, fontWeight: B }),
  ]),
  design('wallpaper', 'Photo Frame', phone('#f0f5ff', bg(3)), [
    photo('photo', [70, 220, 400, 520], 32),
    text('caption', 'Moments', [70, 780, 400, 60], 44, { color: '#ffffff', align: C, fontFamily: 'cursive' }),
  ]),
  design('wallpaper', 'Countdown', phone('#002329', bg(11)), [
    text('days', '100', [20, 300, 500, 220], 200, { color: '#ffffff', align: C, fontWeight: B }),
    text('label', 'days to go', [20, 540, 500, 60], 44, { color: '#87e8de', align: C }),
  ]),
];
