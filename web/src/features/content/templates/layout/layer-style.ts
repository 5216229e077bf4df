import type { Canvas, ImageLayer, Layer, TextLayer } from '@opsdeck/shared/schemas';
import type { CSSProperties } from 'react';
import { rectStyle } from './layout-math.ts';

/**
 * The CSS of a template's canvas and layers, in canvas pixels. The renderer lays them out at the
 * canvas's own size and scales the canvas element as a whole (see template-canvas.tsx), so these
 * styles never depend on the size a template is shown at.
 */

/** A media URL as CSS `url()`, quotes escaped. */
export function cssUrl(url: string): string {
  return `url("${url.replace(/["\\]/g, (c) => `\\${c}`)}")`;
}

/** The canvas element: its size, colour and background image (drawn `cover`), scaled from the top left. */
export function canvasStyle(canvas: Canvas, scale: number): CSSProperties {
  return {
    width: canvas.width,
    height: canvas.height,
    backgroundColor: canvas.background,
    backgroundImage: canvas.backgroundImage ? cssUrl(canvas.backgroundImage) : undefined,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
    transform: `scale(${scale})`,
    transformOrigin: '0 0',
  };
}

/** What every layer shares: its box, its rotation around the centre and its opacity. */
function boxStyle(layer: Layer): CSSProperties {
  return {
    position: 'absolute',
    ...rectStyle(layer),
    transform: layer.rotation ? `rotate(${layer.rotation}deg)` : undefined,
    transformOrigin: 'center',
    opacity: layer.opacity,
  };
}

/** A text layer: font, size, weight, style, colour, alignment and line height; long lines wrap inside the box. */
export function textLayerStyle(layer: TextLayer): CSSProperties {
  return {
    ...boxStyle(layer),
    fontFamily: layer.fontFamily,
    fontSize: layer.fontSize,
    fontWeight: layer.fontWeight,
    fontStyle: layer.italic ? 'italic' : 'normal',
    color: layer.color,
    textAlign: layer.align,
    lineHeight: layer.lineHeight,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    overflow: 'hidden',
  };
}

/** An image layer's frame: rounded corners clip the picture. */
export function imageLayerStyle(layer: ImageLayer): CSSProperties {
  return { ...boxStyle(layer), borderRadius: layer.radius, overflow: 'hidden' };
}
