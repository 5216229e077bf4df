import type { ContentCtx } from '../content/context.js';
import { fieldError } from '../content/errors.js';
import { fileNameOf, uploadInfo } from '../uploads/store.js';

/** The image fields of a wallpaper as stored. */
export interface WallpaperMedia {
  imageUrl: string;
  thumbUrl: string;
  width: number;
  height: number;
}

/**
 * Completes a wallpaper's image fields: an uploaded image (`/uploads/…`) must exist (400 naming
 * imageUrl) and gives its size and thumbnail when they are left out; an external URL needs width and
 * height (400 naming the missing one) and is its own thumbnail unless one is given.
 */
export async function completeMedia(
  ctx: ContentCtx,
  given: {
    imageUrl: string;
    thumbUrl?: string | undefined;
    width?: number | undefined;
    height?: number | undefined;
  },
): Promise<WallpaperMedia> {
  if (fileNameOf(given.imageUrl)) {
    const info = await uploadInfo(ctx.uploadsDir, given.imageUrl);
    if (!info) {
      throw fieldError(ctx, 400, 'imageUrl', 'exists', 'content.errors.uploadMissing', {
        url: given.imageUrl,
      });
    }
    return {
      imageUrl: given.imageUrl,
      thumbUrl: given.thumbUrl ?? info.thumbUrl,
      width: given.width ?? info.width,
      height: given.height ?? info.height,
    };
  }
  for (const field of ['width', 'height'] as const) {
    if (given[field] === undefined) {
      throw fieldError(ctx, 400, field, 'required', 'content.errors.dimensionsRequired');
    }
  }
  return {
    imageUrl: given.imageUrl,
    thumbUrl: given.thumbUrl ?? given.imageUrl,
    width: given.width as number,
    height: given.height as number,
  };
}
