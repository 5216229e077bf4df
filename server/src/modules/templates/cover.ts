import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TemplateLayout } from '@opsdeck/shared/schemas';
import type { ContentCtx } from '../content/context.js';
import { readUpload, UPLOADS_URL } from '../uploads/store.js';
import { renderCover } from './render.js';

/** Covers the server drew are named `cover-<hash>.png` (so a layout edit knows it may redraw them). */
export const DRAWN_COVER_PREFIX = `${UPLOADS_URL}cover-`;

/** Draws the layout's cover (uploaded images embedded, external ones as empty slots) and stores it. */
export async function drawCover(ctx: ContentCtx, layout: TemplateLayout): Promise<string> {
  const png = await renderCover(layout, (url) => readUpload(ctx.uploadsDir, url));
  const name = `cover-${createHash('sha256').update(png).digest('hex').slice(0, 32)}.png`;
  const path = join(ctx.uploadsDir, name);
  if (!existsSync(path)) {
    await mkdir(ctx.uploadsDir, { recursive: true });
    const tmp = `${path}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(tmp, png);
    await rename(tmp, path);
  }
  return `${UPLOADS_URL}${name}`;
}
