import { createHash } from 'node:crypto';
import { mulberry32 } from './rng.js';

/**
 * The demo images of the content seed, as SVG drawn from a fixed random seed: 16 portrait wallpapers
 * and 8 landscape covers. Rows name them by a hash of their SVG (`/uploads/seed-<hash>.png`); the
 * files are rendered to PNG only when first asked for (see content-images.ts), so seeding stays fast.
 */

/** One seeded picture: its file name and URL, pixel size and SVG source. */
export interface SeedArt {
  name: string;
  url: string;
  thumbUrl: string;
  width: number;
  height: number;
  svg: string;
}

const WALLPAPER_SIZE = { width: 540, height: 960 } as const;
const COVER_SIZE = { width: 800, height: 450 } as const;

const PALETTES: [string, string, string][] = [
  ['#ff7a45', '#f5319d', '#722ed1'],
  ['#13c2c2', '#1677ff', '#2f54eb'],
  ['#fadb14', '#fa8c16', '#f5222d'],
  ['#95de64', '#36cfc9', '#096dd9'],
  ['#ffd6e7', '#ff85c0', '#c41d7f'],
  ['#1d39c4', '#391085', '#120338'],
  ['#ffe58f', '#ffc069', '#d46b08'],
  ['#b7eb8f', '#52c41a', '#135200'],
  ['#adc6ff', '#85a5ff', '#1d39c4'],
  ['#ffccc7', '#ff7875', '#a8071a'],
  ['#d3adf7', '#9254de', '#22075e'],
  ['#87e8de', '#13c2c2', '#00474f'],
];

type Motif = 'bokeh' | 'waves' | 'mountains' | 'stripes' | 'sun' | 'rings';
const MOTIFS: Motif[] = ['bokeh', 'waves', 'mountains', 'stripes', 'sun', 'rings'];

function motif(kind: Motif, w: number, h: number, rnd: () => number): string {
  const white = (o: number) => `fill="#ffffff" fill-opacity="${o.toFixed(2)}"`;
  switch (kind) {
    case 'bokeh':
      return Array.from({ length: 14 }, () => {
        const r = 20 + rnd() * (w / 5);
        return `<circle cx="${(rnd() * w).toFixed(0)}" cy="${(rnd() * h).toFixed(0)}" r="${r.toFixed(0)}" ${white(0.08 + rnd() * 0.2)}/>`;
      }).join('');
    case 'waves':
      return Array.from({ length: 4 }, (_, i) => {
        const y = h * (0.45 + i * 0.14);
        const a = 30 + rnd() * 40;
        return `<path d="M0 ${y} C ${w * 0.3} ${y - a}, ${w * 0.6} ${y + a}, ${w} ${y} L ${w} ${h} L 0 ${h} Z" ${white(0.1 + i * 0.05)}/>`;
      }).join('');
    case 'mountains':
      return Array.from({ length: 3 }, (_, i) => {
        const base = h * (0.6 + i * 0.12);
        const peak = base - h * (0.25 - i * 0.05);
        const px = w * (0.2 + rnd() * 0.6);
        return `<path d="M0 ${base} L ${px} ${peak} L ${w} ${base + 20} L ${w} ${h} L 0 ${h} Z" fill="#000000" fill-opacity="${(0.12 + i * 0.08).toFixed(2)}"/>`;
      }).join('');
    case 'stripes':
      return Array.from({ length: 9 }, (_, i) => {
        const x = (i / 9) * w * 1.6 - w * 0.3;
        return `<rect x="${x.toFixed(0)}" y="${-h * 0.2}" width="${(w / 18).toFixed(0)}" height="${h * 1.4}" transform="rotate(24 ${x} 0)" ${white(0.12)}/>`;
      }).join('');
    case 'sun':
      return `<circle cx="${w * 0.5}" cy="${h * 0.38}" r="${Math.min(w, h) * 0.22}" ${white(0.55)}/><circle cx="${w * 0.5}" cy="${h * 0.38}" r="${Math.min(w, h) * 0.32}" ${white(0.15)}/>`;
    case 'rings':
      return Array.from({ length: 6 }, (_, i) => {
        const r = Math.min(w, h) * (0.1 + i * 0.08);
        return `<circle cx="${w * 0.62}" cy="${h * 0.3}" r="${r.toFixed(0)}" fill="none" stroke="#ffffff" stroke-opacity="${(0.35 - i * 0.05).toFixed(2)}" stroke-width="${(6 - i * 0.6).toFixed(1)}"/>`;
      }).join('');
  }
}

function svgArt(index: number, w: number, h: number): string {
  const rnd = mulberry32(7_000 + index);
  const round = Math.floor(index / PALETTES.length);
  const [a, b, c] = PALETTES[index % PALETTES.length] as [string, string, string];
  // a second round over the palettes changes the motif and reverses the gradient, so no two repeat
  const kind = MOTIFS[(index + round * 3) % MOTIFS.length] as Motif;
  const stops = round % 2 === 0 ? [a, b, c] : [c, b, a];
  const angle = Math.floor(rnd() * 4);
  const [x2, y2] = [
    [1, 1],
    [0, 1],
    [1, 0],
    [1, 0.6],
  ][angle] as [number, number];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${stops[0]}"/>` +
    `<stop offset="0.55" stop-color="${stops[1]}"/><stop offset="1" stop-color="${stops[2]}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>${motif(kind, w, h, rnd)}</svg>`
  );
}

/** `seed-<hash of the source>`: a content-addressed name, so a changed drawing gets a new URL. */
export function seedName(source: string): string {
  return `seed-${createHash('sha256').update(source).digest('hex').slice(0, 24)}`;
}

function art(index: number, size: { width: number; height: number }): SeedArt {
  const svg = svgArt(index, size.width, size.height);
  const base = seedName(svg);
  return {
    name: `${base}.png`,
    url: `/uploads/${base}.png`,
    thumbUrl: `/uploads/${base}.thumb.webp`,
    ...size,
    svg,
  };
}

/** 16 portrait wallpaper pictures. */
export const SEED_WALLPAPER_ART: SeedArt[] = Array.from({ length: 16 }, (_, i) => art(i, WALLPAPER_SIZE));
/** 8 landscape covers (topics, wallpaper topics, collections). */
export const SEED_COVER_ART: SeedArt[] = Array.from({ length: 8 }, (_, i) => art(100 + i, COVER_SIZE));
