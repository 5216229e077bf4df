import '../../shared/content.css';
import type { Layer, TemplateLayout } from '@opsdeck/shared/schemas';
import { thumbnailUrlOf } from '@opsdeck/shared/schemas/upload-names';
import type { PointerEvent as ReactPointerEvent } from 'react';
import type { ImageLoad } from '../../../../components/content-image.tsx';
import { canvasStyle, imageLayerStyle, textLayerStyle } from './layer-style.ts';
import { fitScale, scaledSize } from './layout-math.ts';

export interface TemplateCanvasProps {
  layout: TemplateLayout;
  /** The box to fit the canvas in (display pixels); the height is optional. */
  box: { width: number; height?: number };
  /** Largest scale (1: never drawn larger than the canvas). */
  maxScale?: number;
  /** What the picture shows, for screen readers (the template's name). */
  label: string;
  /** The editor's selected layer (outlined). */
  selectedId?: string | null;
  /** The editor: a pointer went down on a layer (select, start a drag). */
  onLayerPointerDown?: (layer: Layer, e: ReactPointerEvent<HTMLElement>) => void;
  /** The editor: a pointer went down on the canvas outside every layer. */
  onBackgroundPointerDown?: () => void;
  className?: string;
  testId?: string;
  /**
   * When the image layers' files are fetched: `first` for a card near the top of a list or the
   * detail page (at once, high priority), `lazy` for a card further down; unset, at once.
   */
  load?: ImageLoad;
  /**
   * Draws the pictures from their thumbnails (at most 480 px wide, WebP): for a card or preview
   * shown no wider than that, a tenth of the bytes of the full pictures. The editor draws the full ones.
   */
  thumbnails?: boolean;
}

/**
 * THE renderer of a template: the editor's live preview, the list thumbnails and the detail page
 * all draw with it, so they match. Every layer is laid out at the canvas's own pixel size and the
 * canvas element is scaled as one piece to fit the box, so text wraps, crops and proportions are
 * the same at every size. Layers are drawn in order (the first at the bottom).
 */
export function TemplateCanvas(props: TemplateCanvasProps) {
  const { layout, selectedId, onLayerPointerDown } = props;
  const picture = (url: string) => (props.thumbnails ? thumbnailUrlOf(url) : url);
  const canvas = layout.canvas.backgroundImage
    ? { ...layout.canvas, backgroundImage: picture(layout.canvas.backgroundImage) }
    : layout.canvas;
  const scale = fitScale(canvas, props.box, props.maxScale ?? 1);
  const shown = scaledSize(canvas, scale);
  const editing = onLayerPointerDown !== undefined;

  return (
    <div
      className={`od-tpl-frame${props.className ? ` ${props.className}` : ''}`}
      style={{ width: shown.width, height: shown.height }}
      role="img"
      aria-label={props.label}
      data-testid={props.testId}
      data-scale={scale}
      data-canvas={`${canvas.width}x${canvas.height}`}
    >
      <div
        className="od-tpl-canvas"
        style={{ ...canvasStyle(canvas, scale), ['--od-tpl-inv-scale' as string]: scale > 0 ? 1 / scale : 1 }}
        onPointerDown={(e) => {
          if (e.target === e.currentTarget) props.onBackgroundPointerDown?.();
        }}
      >
        {layout.layers.map((layer) => {
          const classes = [
            'od-tpl-layer',
            `od-tpl-${layer.kind}`,
            editing ? 'od-tpl-editable' : '',
            layer.id === selectedId ? 'od-tpl-selected' : '',
          ]
            .filter(Boolean)
            .join(' ');
          const down = onLayerPointerDown
            ? (e: ReactPointerEvent<HTMLElement>) => onLayerPointerDown(layer, e)
            : undefined;
          if (layer.kind === 'text') {
            return (
              <div
                key={layer.id}
                className={classes}
                style={textLayerStyle(layer)}
                data-layer-id={layer.id}
                onPointerDown={down}
              >
                {layer.text}
              </div>
            );
          }
          return (
            <div
              key={layer.id}
              className={`${classes}${layer.src ? '' : ' od-tpl-slot-empty'}`}
              style={imageLayerStyle(layer)}
              data-layer-id={layer.id}
              data-slot={layer.slot}
              onPointerDown={down}
            >
              {layer.src && (
                <img
                  src={picture(layer.src)}
                  alt=""
                  draggable={false}
                  style={{ objectFit: layer.fit }}
                  className="od-tpl-img"
                  loading={props.load === 'lazy' ? 'lazy' : 'eager'}
                  fetchPriority={props.load === 'first' ? 'high' : 'auto'}
                />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
