/**
 * How stored files are named (no zod here, so a screen can import it without the schemas). Every
 * stored image `/uploads/<name>.<png|jpg|webp>` has a thumbnail `/uploads/<name>.thumb.webp` (WebP,
 * at most 480 px wide): the server makes it with the upload, or on its first request for an image
 * stored without one (the seed's pictures and template covers).
 */

/** The URL prefix of stored files. */
export const UPLOADS_URL = '/uploads/';

const IMAGE_EXT = /\.(png|jpg|webp)$/;
const THUMB_EXT = '.thumb.webp';

/** True for the name of a thumbnail (`<name>.thumb.webp`). */
export function isThumbnailName(name: string): boolean {
  return name.endsWith(THUMB_EXT);
}

/** The thumbnail's name of a stored image's name (a thumbnail's name is its own). */
export function thumbnailNameOf(name: string): string {
  return isThumbnailName(name) ? name : name.replace(IMAGE_EXT, THUMB_EXT);
}

/** The image names a thumbnail may have been made from, in the order they are looked for. */
export function thumbnailSourcesOf(name: string): string[] {
  if (!isThumbnailName(name)) return [];
  const base = name.slice(0, -THUMB_EXT.length);
  return ['png', 'jpg', 'webp'].map((ext) => `${base}.${ext}`);
}

/**
 * The URL to draw a picture small with (a card, a list row, a grid): the thumbnail of a stored
 * image, the URL itself for anything else (a video, an outside http(s) address, a thumbnail).
 */
export function thumbnailUrlOf(url: string): string {
  if (!url.startsWith(UPLOADS_URL)) return url;
  const name = url.slice(UPLOADS_URL.length);
  if (name.includes('/') || name.includes('?') || !IMAGE_EXT.test(name)) return url;
  return `${UPLOADS_URL}${thumbnailNameOf(name)}`;
}
