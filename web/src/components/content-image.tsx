import type { ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
import { FIRST_PICTURES } from '../lib/early-data-routes.ts';

/**
 * When an image is fetched: `first` for the few a screen shows above the fold (fetched at once and
 * at high priority: one of them is usually the page's largest paint), `lazy` for the rest (fetched
 * as they near the viewport).
 */
export type ImageLoad = 'first' | 'lazy';

export interface ContentImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'width' | 'height' | 'loading' | 'fetchPriority'> {
  src: string;
  alt: string;
  /**
   * The picture's size in pixels (or any width and height of its shape). The browser takes its
   * aspect ratio from them, so the box has its final size before the file arrives and nothing
   * below or beside it moves when it does; the CSS sets the size it is drawn at.
   */
  width: number;
  height: number;
  load?: ImageLoad;
}

/**
 * A picture of content (wallpaper, cover, thumbnail): its box reserved before it loads, fetched
 * early when it is among the first on screen, lazily otherwise.
 */
export function ContentImage({ alt, width, height, load = 'lazy', ...img }: ContentImageProps) {
  return (
    <img
      {...img}
      alt={alt}
      width={width}
      height={height}
      loading={load === 'first' ? 'eager' : 'lazy'}
      fetchPriority={load === 'first' ? 'high' : 'auto'}
      decoding="async"
    />
  );
}

/**
 * How many cards of a grid are fetched first: the first row or two of a phone or a desktop screen
 * (as many as index.html's inline script asks for on a first load).
 */
export const FIRST_CARDS = FIRST_PICTURES;

const VIDEO = /\.(mp4|webm|mov|m4v)(\?|$)/i;

/** True for the URL of a video (a live wallpaper), drawn by a video element, not an image. */
export function isVideoUrl(url: string): boolean {
  return VIDEO.test(url);
}

/**
 * Asks for the pictures a screen shows first (at most FIRST_CARDS) as soon as their URLs are known,
 * in the API answer that names them, at high priority: the likely largest paint starts loading
 * before React has drawn the answer (the same URL then drawn by an image or a CSS background uses
 * that response). Videos and empty URLs are left out.
 */
export function preloadFirst(urls: readonly (string | null | undefined)[]): void {
  const pictures = urls.filter((url): url is string => !!url && !isVideoUrl(url));
  for (const url of pictures.slice(0, FIRST_CARDS)) preload(url, { as: 'image', fetchPriority: 'high' });
}

/** `first` for the first cards of a grid, `lazy` for the others. */
export function cardLoad(index: number): ImageLoad {
  return index < FIRST_CARDS ? 'first' : 'lazy';
}

/**
 * A picture's size scaled down to fit a box, its shape kept (never enlarged): the width and height
 * to draw it at, as the box's max-width and max-height would once it had loaded.
 */
export function fitInto(
  size: { width: number; height: number },
  box: { width: number; height: number },
): { width: number; height: number } {
  if (size.width <= 0 || size.height <= 0) return box;
  const scale = Math.min(1, box.width / size.width, box.height / size.height);
  return { width: Math.round(size.width * scale), height: Math.round(size.height * scale) };
}
