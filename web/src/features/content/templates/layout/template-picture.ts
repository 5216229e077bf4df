import type { Template } from '@opsdeck/shared/schemas';
import { thumbnailUrlOf } from '@opsdeck/shared/schemas/upload-names';

/**
 * The picture a template's card or preview is most likely to paint largest, as the renderer asks
 * for it with `thumbnails`: its background's thumbnail, else its first image layer's; null for a
 * template without a picture.
 */
export function templatePicture(row: Pick<Template, 'layout'>): string | null {
  const { canvas, layers } = row.layout;
  if (canvas.backgroundImage) return thumbnailUrlOf(canvas.backgroundImage);
  for (const layer of layers) if (layer.kind === 'image' && layer.src) return thumbnailUrlOf(layer.src);
  return null;
}
