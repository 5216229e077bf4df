/** A phone wallpaper's shape (9:16), for a row whose size is not known. */
const PORTRAIT = { width: 9, height: 16 } as const;

/**
 * The width and height an image or video element of a wallpaper is given, so its box has the
 * picture's shape before the file arrives: the wallpaper's own size, or a phone's portrait shape.
 */
export function pictureSize(row: { width: number; height: number }): { width: number; height: number } {
  return row.width > 0 && row.height > 0 ? { width: row.width, height: row.height } : PORTRAIT;
}
