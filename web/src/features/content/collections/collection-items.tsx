import { Button, Classes, Icon } from '@blueprintjs/core';
import type { CollectionItem } from '@opsdeck/shared/schemas';
import { thumbnailUrlOf } from '@opsdeck/shared/schemas/upload-names';
import { type DragEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentImage } from '../../../components/content-image.tsx';
import { applyMove, dropIndex, isUpperHalf, reorderMoveOf } from '../shared/reorder.ts';
import { AccessTag, StatusTag } from '../shared/status-tag.tsx';
import { COLLECTION_THUMB } from '../shared/thumb-sizes.ts';

export interface CollectionItemsProps {
  items: readonly CollectionItem[];
  /** Moves are refused (a stale order waits for a reload). */
  locked: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (item: CollectionItem) => void;
  removing: number | null;
}

/**
 * The items of a collection in order. Select an item (click, or Tab and the arrow keys), then
 * Alt+Up/Down or Ctrl+Shift+Up/Down moves it (with Home/End: to the ends); or drag it. Every move
 * is announced to screen readers.
 */
export function CollectionItems({ items, locked, onMove, onRemove, removing }: CollectionItemsProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<number | null>(items[0]?.id ?? null);
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<number | null>(null);
  const [drop, setDrop] = useState<{ index: number; before: boolean } | null>(null);
  const refs = useRef(new Map<number, HTMLLIElement>());
  const keepFocus = useRef(false);

  // A moved item is taken out and put back in the DOM: give it the focus back.
  useEffect(() => {
    if (!keepFocus.current || selected === null) return;
    keepFocus.current = false;
    refs.current.get(selected)?.focus();
  });

  function announce(item: CollectionItem, to: number) {
    setAnnouncement(
      t('contentWeb.collection.moved', { title: item.title, position: to + 1, total: items.length }),
    );
  }

  function onKeyDown(e: KeyboardEvent<HTMLLIElement>, index: number) {
    const item = items[index];
    if (!item) return;
    const move = reorderMoveOf(e);
    if (move) {
      e.preventDefault();
      if (locked) return;
      const result = applyMove(items, index, move);
      if (!result) {
        setAnnouncement(
          t(index === 0 ? 'contentWeb.collection.atTop' : 'contentWeb.collection.atBottom', {
            title: item.title,
          }),
        );
        return;
      }
      keepFocus.current = true;
      onMove(index, result.index);
      announce(item, result.index);
      return;
    }
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const focusAt = (i: number) => {
      const target = items[Math.max(0, Math.min(items.length - 1, i))];
      if (!target) return;
      setSelected(target.id);
      refs.current.get(target.id)?.focus();
    };
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      focusAt(index + 1);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      focusAt(index - 1);
    } else if (e.key === 'Delete') {
      e.preventDefault();
      onRemove(item);
    }
  }

  function onDragOver(e: DragEvent<HTMLLIElement>, index: number) {
    if (dragging === null) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'move';
    const before = isUpperHalf(e.clientY, e.currentTarget.getBoundingClientRect());
    if (drop?.index !== index || drop.before !== before) setDrop({ index, before });
  }

  function onDrop(e: DragEvent<HTMLLIElement>, index: number) {
    e.preventDefault();
    const from = items.findIndex((i) => i.id === dragging);
    const item = items[from];
    setDragging(null);
    setDrop(null);
    if (!item || locked) return;
    const to = dropIndex(from, index, isUpperHalf(e.clientY, e.currentTarget.getBoundingClientRect()));
    if (to === from) return;
    setSelected(item.id);
    onMove(from, to);
    announce(item, to);
  }

  return (
    <>
      <div className="od-visually-hidden" aria-live="assertive" data-testid="order-announcement">
        {announcement}
      </div>
      <ol
        className="od-collection-items"
        aria-label={t('contentWeb.collection.items')}
        aria-describedby="od-collection-keys"
      >
        {items.map((item, index) => {
          const isSelected = item.id === selected;
          const classes = [
            'od-collection-item',
            isSelected ? 'od-collection-item-selected' : '',
            dragging === item.id ? 'od-collection-item-dragging' : '',
            drop?.index === index ? (drop.before ? 'od-drop-before' : 'od-drop-after') : '',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <li
              key={item.id}
              ref={(el) => {
                if (el) refs.current.set(item.id, el);
                else refs.current.delete(item.id);
              }}
              className={classes}
              tabIndex={isSelected || (selected === null && index === 0) ? 0 : -1}
              aria-current={isSelected ? 'true' : undefined}
              data-testid="collection-item"
              data-item-id={item.id}
              data-title={item.title}
              draggable={!locked}
              onFocus={() => setSelected(item.id)}
              onClick={() => setSelected(item.id)}
              onKeyDown={(e) => onKeyDown(e, index)}
              onDragStart={(e) => {
                setDragging(item.id);
                setSelected(item.id);
                e.dataTransfer.effectAllowed = 'move';
                e.dataTransfer.setData('text/plain', String(item.id));
              }}
              onDragEnd={() => {
                setDragging(null);
                setDrop(null);
              }}
              onDragOver={(e) => onDragOver(e, index)}
              onDrop={(e) => onDrop(e, index)}
            >
              <Icon icon="drag-handle-vertical" className="od-collection-grip" />
              <span className="od-collection-pos">{index + 1}</span>
              <ContentImage
                className="od-collection-thumb"
                src={thumbnailUrlOf(item.imageUrl)}
                alt=""
                draggable={false}
                {...COLLECTION_THUMB}
              />
              <span className="od-collection-title">
                <span className="od-collection-title-text">{item.title}</span>
                <span className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
                  {t(`content.contentType.${item.contentType}`)} #{item.contentId}
                </span>
              </span>
              <span className="od-collection-tags">
                <StatusTag status={item.status} />
                <AccessTag access={item.access} />
              </span>
              <Button
                size="small"
                variant="minimal"
                icon="cross"
                tabIndex={isSelected ? 0 : -1}
                aria-label={t('contentWeb.collection.removeLabel', { title: item.title })}
                title={t('contentWeb.collection.remove')}
                loading={removing === item.id}
                onClick={(e) => {
                  e.stopPropagation();
                  onRemove(item);
                }}
              />
            </li>
          );
        })}
      </ol>
    </>
  );
}
