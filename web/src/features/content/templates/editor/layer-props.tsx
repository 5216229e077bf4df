import { Checkbox, FormGroup, HTMLSelect, InputGroup, SegmentedControl, TextArea } from '@blueprintjs/core';
import {
  FONT_WEIGHTS,
  IMAGE_FITS,
  type ImageLayer,
  LAYOUT_LIMITS,
  type Layer,
  TEMPLATE_FONTS,
  TEXT_ALIGNS,
  type TextLayer,
} from '@opsdeck/shared/schemas';
import { useTranslation } from 'react-i18next';
import { ImageUploadField } from '../../shared/image-upload-field.tsx';
import { ColorField } from './color-field.tsx';
import { NumberField, type NumberFieldProps } from './number-field.tsx';

export interface LayerPropsProps {
  layer: Layer;
  onChange: (patch: Partial<Layer>) => void;
  disabled?: boolean;
}

/** The number inputs of a layer: input id, label, range, step and decimals. */
const NUMBERS = {
  x: { id: 'layer-x', label: 'fields.x', min: -LAYOUT_LIMITS.position, max: LAYOUT_LIMITS.size },
  y: { id: 'layer-y', label: 'fields.y', min: -LAYOUT_LIMITS.position, max: LAYOUT_LIMITS.size },
  width: { id: 'layer-width', label: 'fields.width', min: 1, max: LAYOUT_LIMITS.size },
  height: { id: 'layer-height', label: 'fields.height', min: 1, max: LAYOUT_LIMITS.size },
  rotation: { id: 'layer-rotation', label: 'fields.rotation', min: -360, max: 360 },
  opacity: { id: 'layer-opacity', label: 'fields.opacity', min: 0, max: 1, step: 0.1, decimals: 2 },
  fontSize: {
    id: 'layer-font-size',
    label: 'fields.fontSize',
    min: LAYOUT_LIMITS.fontSizeMin,
    max: LAYOUT_LIMITS.fontSizeMax,
  },
  lineHeight: {
    id: 'layer-line-height',
    label: 'fields.lineHeight',
    min: 0.8,
    max: 3,
    step: 0.1,
    decimals: 2,
  },
} satisfies Record<string, Omit<NumberFieldProps, 'value' | 'onCommit' | 'disabled'>>;

/** The box of every layer: position, size, rotation, opacity. */
const BOX_FIELDS = ['x', 'y', 'width', 'height', 'rotation', 'opacity'] as const;

function NumberProp(props: {
  field: keyof typeof NUMBERS;
  value: number;
  onCommit: (value: number) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const spec: Omit<NumberFieldProps, 'value' | 'onCommit' | 'disabled'> = NUMBERS[props.field];
  return (
    <NumberField
      {...spec}
      label={t(spec.label)}
      value={props.value}
      disabled={props.disabled}
      onCommit={props.onCommit}
    />
  );
}

/** The selected layer's properties: box, rotation, opacity, and its text or image settings. */
export function LayerProps({ layer, onChange, disabled }: LayerPropsProps) {
  const { t } = useTranslation();
  return (
    <div className="od-tpl-props" data-testid="layer-props" data-layer-id={layer.id}>
      <FormGroup label={t('contentWeb.template.layerName')} labelFor="layer-name" className="od-tpl-field">
        <InputGroup
          id="layer-name"
          size="small"
          value={layer.name}
          maxLength={40}
          placeholder={t(`content.layerKind.${layer.kind}`)}
          disabled={disabled}
          onChange={(e) => onChange({ name: e.target.value })}
        />
      </FormGroup>
      {layer.kind === 'text' && <TextProps layer={layer} onChange={onChange} disabled={disabled} />}
      {layer.kind === 'image' && <ImageProps layer={layer} onChange={onChange} disabled={disabled} />}
      <div className="od-tpl-grid2">
        {BOX_FIELDS.map((field) => (
          <NumberProp
            key={field}
            field={field}
            value={layer[field]}
            disabled={disabled}
            onCommit={(v) => onChange({ [field]: v })}
          />
        ))}
      </div>
    </div>
  );
}

/** A small segmented choice among a layout value list, each choice labelled `<labels>.<value>`. */
function ChoiceProp<V extends string>(props: {
  values: readonly V[];
  labels: string;
  value: V;
  disabled?: boolean | undefined;
  onChange: (value: V) => void;
}) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      size="small"
      value={props.value}
      disabled={props.disabled}
      onValueChange={(v) => props.onChange(v as V)}
      options={props.values.map((v) => ({ value: v, label: t(`${props.labels}.${v}`) }))}
    />
  );
}

function TextProps({
  layer,
  onChange,
  disabled,
}: {
  layer: TextLayer;
  onChange: (p: Partial<TextLayer>) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormGroup label={t('fields.text')} labelFor="layer-text" className="od-tpl-field">
        <TextArea
          id="layer-text"
          fill
          rows={3}
          value={layer.text}
          maxLength={LAYOUT_LIMITS.text}
          disabled={disabled}
          onChange={(e) => onChange({ text: e.target.value })}
        />
      </FormGroup>
      <div className="od-tpl-grid2">
        <FormGroup label={t('fields.fontFamily')} labelFor="layer-font" className="od-tpl-field">
          <HTMLSelect
            id="layer-font"
            fill
            value={layer.fontFamily}
            disabled={disabled}
            onChange={(e) => onChange({ fontFamily: e.currentTarget.value as TextLayer['fontFamily'] })}
            options={TEMPLATE_FONTS.map((f) => ({ value: f, label: t(`content.font.${f}`) }))}
          />
        </FormGroup>
        <NumberProp
          field="fontSize"
          value={layer.fontSize}
          disabled={disabled}
          onCommit={(fontSize) => onChange({ fontSize })}
        />
        <ColorField
          id="layer-color"
          label={t('fields.color')}
          value={layer.color}
          disabled={disabled}
          onCommit={(color) => onChange({ color })}
        />
        <NumberProp
          field="lineHeight"
          value={layer.lineHeight}
          disabled={disabled}
          onCommit={(lineHeight) => onChange({ lineHeight })}
        />
      </div>
      <FormGroup label={t('fields.align')} className="od-tpl-field">
        <ChoiceProp
          values={TEXT_ALIGNS}
          labels="content.align"
          value={layer.align}
          disabled={disabled}
          onChange={(align) => onChange({ align })}
        />
      </FormGroup>
      <div className="od-tpl-checks">
        <ChoiceProp
          values={FONT_WEIGHTS}
          labels="content.fontWeight"
          value={layer.fontWeight}
          disabled={disabled}
          onChange={(fontWeight) => onChange({ fontWeight })}
        />
        <Checkbox
          checked={layer.italic}
          disabled={disabled}
          label={t('fields.italic')}
          onChange={(e) => onChange({ italic: e.currentTarget.checked })}
        />
        <Checkbox
          checked={layer.editable}
          disabled={disabled}
          label={t('contentWeb.template.memberEditable')}
          onChange={(e) => onChange({ editable: e.currentTarget.checked })}
        />
      </div>
    </>
  );
}

function ImageProps({
  layer,
  onChange,
  disabled,
}: {
  layer: ImageLayer;
  onChange: (p: Partial<ImageLayer>) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormGroup
        label={t('fields.slot')}
        labelFor="layer-slot"
        className="od-tpl-field"
        helperText={t('contentWeb.template.slotHint')}
      >
        <InputGroup
          id="layer-slot"
          size="small"
          className="od-input-mono"
          value={layer.slot}
          disabled={disabled}
          onChange={(e) => onChange({ slot: e.target.value })}
        />
      </FormGroup>
      <ImageUploadField
        id="layer-src"
        label={t('contentWeb.template.placeholderImage')}
        value={layer.src ?? ''}
        disabled={disabled}
        onUploaded={(result) => onChange({ src: result?.url ?? null })}
      />
      <div className="od-tpl-grid2">
        <FormGroup label={t('fields.fit')} className="od-tpl-field">
          <ChoiceProp
            values={IMAGE_FITS}
            labels="content.fit"
            value={layer.fit}
            disabled={disabled}
            onChange={(fit) => onChange({ fit })}
          />
        </FormGroup>
        <NumberField
          id="layer-radius"
          label={t('fields.radius')}
          value={layer.radius}
          min={0}
          max={4000}
          disabled={disabled}
          onCommit={(radius) => onChange({ radius })}
        />
      </div>
    </>
  );
}
