import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { UploadResult, UploadType } from '@opsdeck/shared/schemas';
import { thumbnailNameOf, thumbnailSourcesOf, UPLOADS_URL } from '@opsdeck/shared/schemas/upload-names';
import sharp from 'sharp';
import { seedRenderer, thumbnailOf } from './seed-art/content-images.js';

/** Names of stored files: `<hash>.<ext>`, `<hash>.thumb.webp`, `seed-<hash>.png` and so on. */
const FILE_NAME = /^[a-z0-9-]{8,80}((\.thumb)?\.(png|jpg|webp)|\.(mp4|webm))$/;
const IMAGE_NAME = /\.(png|jpg|webp)$/;

/** The URL prefix of stored files (served by files.ts). */
export { UPLOADS_URL };

/** Where uploads live: DATA_DIR/uploads. */
export function uploadsDir(dataDir: string): string {
  return join(dataDir, 'uploads');
}

/** The stored file name of an `/uploads/<name>` URL, or null for anything else. */
export function fileNameOf(url: string): string | null {
  if (!url.startsWith(UPLOADS_URL)) return null;
  const name = url.slice(UPLOADS_URL.length);
  return FILE_NAME.test(name) ? name : null;
}

async function writeOnce(dir: string, name: string, bytes: Buffer): Promise<void> {
  const path = join(dir, name);
  if (existsSync(path)) return;
  await mkdir(dir, { recursive: true });
  // write then rename, so a reader never sees half a file
  const tmp = join(dir, `.${name}.${randomUUID()}.tmp`);
  await writeFile(tmp, bytes);
  await rename(tmp, path);
}

const drawing = new Map<string, Promise<boolean>>();

/**
 * The path of a stored file, drawing a seed file or a missing thumbnail on first use; null when
 * there is no such file. Seed files (content seed) are rendered lazily, once per data directory.
 */
export async function ensureFile(dir: string, name: string): Promise<string | null> {
  if (!FILE_NAME.test(name)) return null;
  const path = join(dir, name);
  if (existsSync(path)) return path;
  const draw = seedRenderer(name) ?? thumbnailDrawer(dir, name);
  if (!draw) return null;
  let pending = drawing.get(path);
  if (!pending) {
    pending = (async () => {
      const bytes = await draw();
      if (!bytes) return false;
      await writeOnce(dir, name, bytes);
      return true;
    })().finally(() => drawing.delete(path));
    drawing.set(path, pending);
  }
  return (await pending) ? path : null;
}

/**
 * How to make the missing thumbnail of a stored image that has none (a template cover drawn from
 * its layout, an image stored before thumbnails were): from the image of the same name, on its
 * first request. Undefined when the name is no thumbnail's; the drawing answers null when there is
 * no such image.
 */
function thumbnailDrawer(dir: string, name: string): (() => Promise<Buffer | null>) | undefined {
  const sources = thumbnailSourcesOf(name);
  if (sources.length === 0) return undefined;
  return async () => {
    for (const source of sources) {
      const path = await ensureFile(dir, source);
      if (path) return thumbnailOf(await readFile(path));
    }
    return null;
  };
}

/** The bytes of an `/uploads/…` URL (drawing a seed file if needed), or null. */
export async function readUpload(dir: string, url: string): Promise<Buffer | null> {
  const name = fileNameOf(url);
  if (!name) return null;
  const path = await ensureFile(dir, name);
  return path ? readFile(path) : null;
}

/** Pixel size (after EXIF orientation) of an image. */
async function sizeOf(bytes: Buffer): Promise<{ width: number; height: number }> {
  const meta = await sharp(bytes).metadata();
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw new Error('image has no size');
  return { width, height };
}

/** Size and thumbnail of an uploaded image URL (wallpaper create fills them in), or null. */
export async function uploadInfo(
  dir: string,
  url: string,
): Promise<{ width: number; height: number; thumbUrl: string } | null> {
  const name = fileNameOf(url);
  if (!name || !IMAGE_NAME.test(name)) return null;
  const bytes = await readUpload(dir, url);
  if (!bytes) return null;
  const thumb = thumbnailNameOf(name);
  if (!(await ensureFile(dir, thumb))) await writeOnce(dir, thumb, await thumbnailOf(bytes));
  return { ...(await sizeOf(bytes)), thumbUrl: `${UPLOADS_URL}${thumb}` };
}

/** The stored name of an upload's bytes: its sha256 prefix and extension (the same bytes, one file). */
const hashName = (bytes: Buffer, ext: string) =>
  `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${ext}`;

/** Stores a sniffed video as it is (no transcoding here) under its content hash; answers its URL. */
export async function storeVideo(dir: string, bytes: Buffer, ext: 'mp4' | 'webm'): Promise<string> {
  const name = hashName(bytes, ext);
  await writeOnce(dir, name, bytes);
  return `${UPLOADS_URL}${name}`;
}

/**
 * Stores a sniffed image under its content hash (the same bytes always get the same name, stored
 * once) with a WebP thumbnail. Throws when the image cannot be decoded (the caller answers 400).
 */
export async function storeImage(
  dir: string,
  bytes: Buffer,
  type: UploadType,
  ext: 'png' | 'jpg' | 'webp',
): Promise<UploadResult> {
  const { width, height } = await sizeOf(bytes);
  // decoding the whole image for the thumbnail also rejects truncated files
  const thumb = await thumbnailOf(bytes);
  const name = hashName(bytes, ext);
  await writeOnce(dir, name, bytes);
  await writeOnce(dir, thumbnailNameOf(name), thumb);
  return {
    url: `${UPLOADS_URL}${name}`,
    width,
    height,
    size: bytes.length,
    type,
    thumbUrl: `${UPLOADS_URL}${thumbnailNameOf(name)}`,
  };
}
