import type { Layer, TemplateLayout } from '@opsdeck/shared/schemas';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setLayerRect } from '../layout/layout-edit.ts';
import { dragRect, fitScale, type LayerRect } from '../layout/layout-math.ts';
import { TemplateCanvas } from '../layout/template-canvas.tsx';

export interface EditorCanvasProps {
  layout: TemplateLayout;
  label: string;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  onChange: (layout: TemplateLayout) => void;
  /** Arrow keys, Delete and Escape while the canvas has focus. */
  onKeyDown: (e: KeyboardEvent<HTMLElement>) => void;
  disabled?: boolean;
}

/** Largest height of the editor's preview. */
const PREVIEW_MAX_HEIGHT = 620;

/**
 * The editor's live preview: the template renderer itself, fitted to the space, where a click picks
 * a layer and a drag moves it (pointer pixels divided by the display scale); the focused canvas
 * takes the arrow keys.
 */
export function EditorCanvas(props: EditorCanvasProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLElement>(null);
  const [width, setWidth] = useState(0);
  const latest = useRef(props);
  latest.current = props;
  const drag = useRef<{ id: string; start: LayerRect; x: number; y: number; scale: number } | null>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    setWidth(el.clientWidth);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    function move(e: globalThis.PointerEvent) {
      const d = drag.current;
      if (!d) return;
      const { layout, onChange } = latest.current;
      const rect = dragRect(d.start, { dx: e.clientX - d.x, dy: e.clientY - d.y }, d.scale, layout.canvas);
      onChange(setLayerRect(layout, d.id, rect));
    }
    function end() {
      drag.current = null;
    }
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    return () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
    };
  }, []);

  const boxSize = { width: Math.max(0, width - 32), height: PREVIEW_MAX_HEIGHT };
  const scale = fitScale(props.layout.canvas, boxSize, 1);

  function onLayerPointerDown(layer: Layer, e: PointerEvent<HTMLElement>) {
    props.onSelect(layer.id);
    box.current?.focus();
    if (props.disabled || e.button !== 0) return;
    e.preventDefault();
    drag.current = {
      id: layer.id,
      start: { x: layer.x, y: layer.y, width: layer.width, height: layer.height },
      x: e.clientX,
      y: e.clientY,
      scale,
    };
  }

  return (
    <section
      ref={box}
      className="od-tpl-stage"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the canvas takes the arrow keys that move the selected layer
      tabIndex={0}
      aria-label={t('contentWeb.template.canvasLabel')}
      aria-describedby="od-tpl-keys"
      data-testid="template-stage"
      onKeyDown={props.onKeyDown}
    >
      {width > 0 && (
        <TemplateCanvas
          layout={props.layout}
          box={boxSize}
          label={props.label}
          selectedId={props.selectedId}
          onLayerPointerDown={onLayerPointerDown}
          onBackgroundPointerDown={() => props.onSelect(null)}
          testId="template-preview"
        />
      )}
    </section>
  );
}
