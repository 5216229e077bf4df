import { Callout, Classes, Intent, Section, SectionCard } from '@blueprintjs/core';
import type { Layer, TemplateLayout } from '@opsdeck/shared/schemas';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionTitle } from '../../../../components/section-title.tsx';
import {
  addLayer,
  newImageLayer,
  newTextLayer,
  nudgeLayer,
  removeLayer,
  shiftLayer,
  updateLayer,
} from '../layout/layout-edit.ts';
import { nudgeDelta } from '../layout/layout-math.ts';
import { templateChecks } from '../use-template-checks.ts';
import { CanvasProps } from './canvas-props.tsx';
import { EditorCanvas } from './editor-canvas.tsx';
import { LayerList } from './layer-list.tsx';
import { LayerProps } from './layer-props.tsx';

export interface TemplateEditorProps {
  layout: TemplateLayout;
  onChange: (layout: TemplateLayout) => void;
  /** The template's name (the preview's accessible label). */
  name: string;
  disabled?: boolean;
}

/**
 * The template layout editor: the live preview (the same renderer as the thumbnails and the detail
 * page), the layer list, and a side panel with the selected layer's properties (or the canvas's when
 * none is selected); the layout's problems are listed once the form's checks have loaded
 * (use-template-checks.ts). Arrow keys move the selected layer 1 px (Shift: 10 px); Delete removes it.
 */
export function TemplateEditor({ layout, onChange, name, disabled }: TemplateEditorProps) {
  const { t } = useTranslation();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = layout.layers.find((l) => l.id === selectedId) ?? null;
  // the layout's problems under the shared schema, once the form's checks are in (none listed before)
  const checks = templateChecks.use();
  const problems = checks ? checks.layoutProblems(layout) : [];

  function add(kind: Layer['kind']) {
    const layer =
      kind === 'text' ? newTextLayer(layout, t('contentWeb.template.defaultText')) : newImageLayer(layout);
    onChange(addLayer(layout, layer));
    setSelectedId(layer.id);
  }
  function remove(id: string) {
    onChange(removeLayer(layout, id));
    setSelectedId(null);
  }
  function onKey(e: KeyboardEvent<HTMLElement>) {
    if (!selectedId || disabled) return;
    const delta = nudgeDelta(e.key, e.shiftKey);
    if (delta && !e.altKey && !e.ctrlKey && !e.metaKey) {
      e.preventDefault();
      onChange(nudgeLayer(layout, selectedId, delta.dx, delta.dy));
    } else if ((e.key === 'Delete' || e.key === 'Backspace') && e.currentTarget === e.target) {
      e.preventDefault();
      remove(selectedId);
    } else if (e.key === 'Escape') {
      setSelectedId(null);
    }
  }

  return (
    <div className="od-tpl-editor">
      <div className="od-tpl-main">
        <EditorCanvas
          layout={layout}
          label={name || t('contentWeb.template.untitled')}
          selectedId={selectedId}
          onSelect={setSelectedId}
          onChange={onChange}
          onKeyDown={onKey}
          disabled={disabled}
        />
        <p id="od-tpl-keys" className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
          {t('contentWeb.template.keysHint')} · {layout.canvas.width} × {layout.canvas.height}
        </p>
        {problems.length > 0 && (
          <Callout
            intent={Intent.DANGER}
            icon="error"
            title={t('contentWeb.template.layoutProblems')}
            data-testid="layout-problems"
          >
            <ul>
              {problems.map((p) => (
                <li key={`${p.field}-${p.rule}`}>{p.message}</li>
              ))}
            </ul>
          </Callout>
        )}
      </div>
      <div className="od-tpl-side">
        <Section compact title={t('fields.layers')} titleRenderer={SectionTitle} className="od-tpl-section">
          <SectionCard padded>
            <LayerList
              layout={layout}
              selectedId={selectedId}
              onSelect={setSelectedId}
              onAdd={add}
              onRemove={remove}
              onShift={(id, dir) => onChange(shiftLayer(layout, id, dir))}
              onNudgeKey={onKey}
              disabled={disabled}
            />
          </SectionCard>
        </Section>
        <Section
          compact
          title={
            selected
              ? t('contentWeb.template.layerProps', { kind: t(`content.layerKind.${selected.kind}`) })
              : t('fields.canvas')
          }
          titleRenderer={SectionTitle}
          className="od-tpl-section"
        >
          <SectionCard padded>
            {selected ? (
              <LayerProps
                key={selected.id}
                layer={selected}
                disabled={disabled}
                onChange={(patch) => onChange(updateLayer(layout, selected.id, patch))}
              />
            ) : (
              <CanvasProps layout={layout} onChange={onChange} disabled={disabled} />
            )}
          </SectionCard>
        </Section>
      </div>
    </div>
  );
}
