import sharp from 'sharp';
import { RENDER_VERSION, renderCover } from '../../templates/render.js';
import { SEED_COVER_ART, SEED_WALLPAPER_ART, type SeedArt, seedName } from './content-art.js';
import { DESIGNS } from './content-designs.js';

/**
 * Every file the content seed refers to, by name, with how to draw it: the wallpapers and covers
 * (SVG → PNG), their thumbnails (WebP) and the covers of the 12 template designs (drawn from the
 * layout). The uploads module renders a missing one on first request and keeps it on disk.
 */

/** Width of every thumbnail (uploads and seed files alike). */
const THUMB_WIDTH = 480;

/** The cover file of each design, named by a hash of its layout and the renderer version. */
export const DESIGN_COVERS: { name: string; url: string }[] = DESIGNS.map((d) => {
  const base = seedName(`${RENDER_VERSION}:${JSON.stringify(d.layout)}`);
  return { name: `${base}.png`, url: `/uploads/${base}.png` };
});

const renderers = new Map<string, () => Promise<Buffer>>();
const memo = new Map<string, Promise<Buffer>>();

function remember(name: string, draw: () => Promise<Buffer>): () => Promise<Buffer> {
  return () => {
    let hit = memo.get(name);
    if (!hit) {
      hit = draw();
      memo.set(name, hit);
      hit.catch(() => memo.delete(name));
    }
    return hit;
  };
}

/** A thumbnail: THUMB_WIDTH wide (never enlarged), WebP. */
export function thumbnailOf(image: Buffer): Promise<Buffer> {
  return sharp(image)
    .rotate()
    .resize({ width: THUMB_WIDTH, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
}

function addArt(art: SeedArt): void {
  const main = remember(art.name, () => sharp(Buffer.from(art.svg)).png({ compressionLevel: 6 }).toBuffer());
  renderers.set(art.name, main);
  renderers.set(art.thumbUrl.slice('/uploads/'.length), async () => thumbnailOf(await main()));
}

for (const art of [...SEED_WALLPAPER_ART, ...SEED_COVER_ART]) addArt(art);

/** Resolves seed URLs in memory while drawing design covers (their backgrounds are seed wallpapers). */
async function loadSeed(url: string): Promise<Buffer | null> {
  const draw = renderers.get(url.replace(/^\/uploads\//, ''));
  return draw ? draw() : null;
}

DESIGNS.forEach((d, i) => {
  const cover = DESIGN_COVERS[i];
  if (cover)
    renderers.set(
      cover.name,
      remember(cover.name, () => renderCover(d.layout, loadSeed)),
    );
});

/** How to draw the seed file of that name, or undefined when it is not one. */
export function seedRenderer(name: string): (() => Promise<Buffer>) | undefined {
  return renderers.get(name);
}
