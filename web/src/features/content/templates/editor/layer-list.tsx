import { Button, ButtonGroup, Classes, Icon, type IconName } from '@blueprintjs/core';
import type { Layer, TemplateLayout } from '@opsdeck/shared/schemas';
import { LAYOUT_LIMITS } from '@opsdeck/shared/schemas';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { reorderMoveOf } from '../../shared/reorder.ts';

export interface LayerListProps {
  layout: TemplateLayout;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onAdd: (kind: Layer['kind']) => void;
  onRemove: (id: string) => void;
  onShift: (id: string, direction: 'forward' | 'backward') => void;
  /** Arrow keys on a layer: nudge it (the editor decides by how much). */
  onNudgeKey: (e: KeyboardEvent<HTMLElement>) => void;
  disabled?: boolean;
}

/** The buttons that add a layer of each kind, in order. */
const ADD_BUTTONS: readonly { kind: Layer['kind']; icon: IconName; text: string }[] = [
  { kind: 'text', icon: 'new-text-box', text: 'contentWeb.template.addText' },
  { kind: 'image', icon: 'media', text: 'contentWeb.template.addImage' },
];

/** A short label of a layer: its name, else the start of its text, else its kind and slot. */
export function layerLabel(layer: Layer, kindLabel: string): string {
  if (layer.name) return layer.name;
  if (layer.kind === 'text') return layer.text.trim().slice(0, 24) || kindLabel;
  return `${kindLabel} · ${layer.slot}`;
}

/**
 * The layers, top first (the last drawn is listed first): pick one to edit it; add a text or an
 * image layer; bring the selected one forward or send it backward (or Alt+Up/Down); remove it (Delete).
 */
export function LayerList(props: LayerListProps) {
  const { t } = useTranslation();
  const { layout, selectedId } = props;
  const topFirst = [...layout.layers].reverse();
  const full = layout.layers.length >= LAYOUT_LIMITS.layers;
  const index = layout.layers.findIndex((l) => l.id === selectedId);

  function onKeyDown(e: KeyboardEvent<HTMLButtonElement>, layer: Layer) {
    const move = reorderMoveOf(e);
    if (move === 'up' || move === 'down') {
      e.preventDefault();
      props.onShift(layer.id, move === 'up' ? 'forward' : 'backward');
      return;
    }
    if (e.key === 'Delete') {
      e.preventDefault();
      props.onRemove(layer.id);
      return;
    }
    props.onNudgeKey(e);
  }

  return (
    <div className="od-tpl-layers">
      <div className="od-tpl-layers-head">
        <span className={Classes.TEXT_MUTED}>
          {t('contentWeb.template.layerCount', { count: layout.layers.length })}
        </span>
        <ButtonGroup>
          {ADD_BUTTONS.map(({ kind, icon, text }) => (
            <Button
              key={kind}
              size="small"
              icon={icon}
              text={t(text)}
              disabled={full || props.disabled}
              onClick={() => props.onAdd(kind)}
            />
          ))}
        </ButtonGroup>
      </div>
      {topFirst.length === 0 && <p className={Classes.TEXT_MUTED}>{t('contentWeb.template.noLayers')}</p>}
      <ul className="od-tpl-layer-list" aria-label={t('fields.layers')}>
        {topFirst.map((layer) => {
          const kind = t(`content.layerKind.${layer.kind}`);
          const selected = layer.id === selectedId;
          return (
            <li key={layer.id}>
              <button
                type="button"
                className={`od-tpl-layer-item${selected ? ' od-tpl-layer-item-selected' : ''}`}
                aria-pressed={selected}
                data-layer-id={layer.id}
                onClick={() => props.onSelect(layer.id)}
                onKeyDown={(e) => onKeyDown(e, layer)}
              >
                <Icon icon={layer.kind === 'text' ? 'new-text-box' : 'media'} size={14} />
                <span className="od-tpl-layer-label">{layerLabel(layer, kind)}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {selectedId && (
        <div className="od-tpl-layer-actions">
          <Button
            size="small"
            icon="chevron-up"
            text={t('contentWeb.template.forward')}
            disabled={props.disabled || index < 0 || index === layout.layers.length - 1}
            onClick={() => props.onShift(selectedId, 'forward')}
          />
          <Button
            size="small"
            icon="chevron-down"
            text={t('contentWeb.template.backward')}
            disabled={props.disabled || index <= 0}
            onClick={() => props.onShift(selectedId, 'backward')}
          />
          <Button
            size="small"
            icon="trash"
            intent="danger"
            variant="minimal"
            text={t('contentWeb.template.remove')}
            disabled={props.disabled}
            onClick={() => props.onRemove(selectedId)}
          />
        </div>
      )}
    </div>
  );
}
