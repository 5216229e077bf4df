import { Button, FormGroup } from '@blueprintjs/core';
import { LAYOUT_LIMITS, type TemplateLayout } from '@opsdeck/shared/schemas';
import { useTranslation } from 'react-i18next';
import { ImageUploadField } from '../../shared/image-upload-field.tsx';
import { resizeCanvas } from '../layout/layout-edit.ts';
import { ColorField } from './color-field.tsx';
import { NumberField } from './number-field.tsx';

/** Common canvas sizes: phone wallpaper, square card, A-series poster. */
const PRESETS = [
  { key: 'phone', width: 1080, height: 1920 },
  { key: 'square', width: 1080, height: 1080 },
  { key: 'poster', width: 1240, height: 1754 },
] as const;

/** The canvas's size (with presets), background colour and background image. */
export function CanvasProps({
  layout,
  onChange,
  disabled,
}: {
  layout: TemplateLayout;
  onChange: (l: TemplateLayout) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { canvas } = layout;
  const set = (patch: Partial<TemplateLayout['canvas']>) =>
    onChange({ ...layout, canvas: { ...canvas, ...patch } });

  return (
    <div className="od-tpl-props" data-testid="canvas-props">
      <FormGroup label={t('contentWeb.template.presets')} className="od-tpl-field">
        <div className="od-tpl-presets">
          {PRESETS.map((p) => (
            <Button
              key={p.key}
              size="small"
              disabled={disabled}
              active={canvas.width === p.width && canvas.height === p.height}
              text={t(`contentWeb.template.preset.${p.key}`)}
              onClick={() => onChange(resizeCanvas(layout, p.width, p.height))}
            />
          ))}
        </div>
      </FormGroup>
      <div className="od-tpl-grid2">
        {(['width', 'height'] as const).map((side) => (
          <NumberField
            key={side}
            id={`canvas-${side}`}
            label={t(`fields.${side}`)}
            value={canvas[side]}
            min={LAYOUT_LIMITS.canvasMin}
            max={LAYOUT_LIMITS.canvasMax}
            disabled={disabled}
            onCommit={(v) => onChange(resizeCanvas(layout, ...sized(canvas, side, v)))}
          />
        ))}
      </div>
      <ColorField
        id="canvas-background"
        label={t('fields.background')}
        value={canvas.background}
        disabled={disabled}
        onCommit={(background) => set({ background })}
      />
      <ImageUploadField
        id="canvas-background-image"
        label={t('fields.backgroundImage')}
        value={canvas.backgroundImage ?? ''}
        disabled={disabled}
        onUploaded={(result) => set({ backgroundImage: result?.url ?? null })}
      />
    </div>
  );
}

/** The canvas size with one side changed: `[width, height]`. */
function sized(canvas: { width: number; height: number }, side: 'width' | 'height', value: number) {
  return side === 'width' ? ([value, canvas.height] as const) : ([canvas.width, value] as const);
}
