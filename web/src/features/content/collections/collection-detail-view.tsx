import { Button, Callout, Card, Classes, H1, H2, Intent, NonIdealState } from '@blueprintjs/core';
import { addCollectionItem, removeCollectionItem, setCollectionStatus } from '@opsdeck/shared/api';
import type { CollectionDetail, CollectionItem, ContentType } from '@opsdeck/shared/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useApi } from '../../../lib/api-context.tsx';
import { toastSuccess } from '../../../lib/toaster.ts';
import { EditorialDialog } from '../editorial/editorial-dialog.tsx';
import { isStaleError } from '../shared/api-problem.ts';
import { StaleNotice } from '../shared/stale-notice.tsx';
import { StatusTag } from '../shared/status-tag.tsx';
import { CollectionItems } from './collection-items.tsx';
import { collectionResource } from './collection-resource.ts';
import { ItemSearch } from './item-search.tsx';
import { useItemOrder } from './use-item-order.ts';

export interface CollectionDetailViewProps {
  detail: CollectionDetail;
  onChange: (detail: CollectionDetail) => void;
  onReload: () => void;
}

/** The collection's head (status, Edit), its ordered items and the search that adds more. */
export function CollectionDetailView({ detail, onChange, onReload }: CollectionDetailViewProps) {
  const api = useApi();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const order = useItemOrder(detail, onChange);
  const [adding, setAdding] = useState<string | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [stale, setStale] = useState<string | null>(null);
  const next = detail.status === 'online' ? 'offline' : 'online';

  async function add(type: ContentType, contentId: number) {
    setAdding(`${type}:${contentId}`);
    try {
      const answer = await addCollectionItem(api, detail.id, { contentType: type, contentId });
      onChange(answer);
      const added = answer.items.find((i) => i.contentType === type && i.contentId === contentId);
      toastSuccess(t('contentWeb.collection.addedToast', { title: added?.title ?? `#${contentId}` }));
    } catch {
      // The client showed the server's message (e.g. already in the collection).
    } finally {
      setAdding(null);
    }
  }

  async function remove(item: CollectionItem) {
    setRemoving(item.id);
    try {
      onChange(await removeCollectionItem(api, detail.id, item.id));
      toastSuccess(t('contentWeb.collection.removedToast', { title: item.title }));
    } catch {
      // The client showed why.
    } finally {
      setRemoving(null);
    }
  }

  async function toggle() {
    setBusy(true);
    setStale(null);
    try {
      const answer = await setCollectionStatus(api, detail.id, { status: next, updatedAt: detail.updatedAt });
      onChange(answer);
      toastSuccess(
        t(next === 'online' ? 'contentWeb.editorial.nowOnline' : 'contentWeb.editorial.nowOffline', {
          title: detail.title,
        }),
      );
    } catch (err) {
      if (isStaleError(err)) setStale(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  const orderNote =
    order.state === 'saving'
      ? t('contentWeb.collection.saving')
      : order.state === 'saved'
        ? t('contentWeb.collection.orderSaved')
        : '';

  return (
    <div className="od-content-page">
      <div className="od-content-page-head">
        <Button
          variant="minimal"
          icon="arrow-left"
          aria-label={t('contentWeb.collection.backToList')}
          onClick={() => navigate('/collection/list')}
        />
        <H1 data-testid="collection-title">{detail.title}</H1>
        <StatusTag status={detail.status} />
        <span className={Classes.TEXT_MUTED}>
          {t('contentWeb.collection.count', { count: order.items.length })}
        </span>
        <div className="od-content-head-actions">
          <Button
            icon={next === 'online' ? 'eye-open' : 'eye-off'}
            intent={next === 'online' ? Intent.SUCCESS : Intent.WARNING}
            loading={busy}
            text={next === 'online' ? t('contentWeb.actions.putOnline') : t('contentWeb.actions.takeOffline')}
            onClick={() => void toggle()}
          />
          <Button icon="edit" text={t('contentWeb.actions.edit')} onClick={() => setEditing(true)} />
        </div>
      </div>
      {stale && <StaleNotice message={stale} onReload={onReload} />}
      {order.state === 'stale' && <StaleNotice message={order.message ?? undefined} onReload={onReload} />}
      {order.state === 'failed' && (
        <Callout intent={Intent.DANGER} icon="error" title={t('contentWeb.collection.orderFailed')}>
          {order.message}
        </Callout>
      )}
      <div className="od-collection-layout">
        <Card className="od-collection-card">
          <div className="od-collection-card-head">
            <H2 className="od-section-title">{t('contentWeb.collection.items')}</H2>
            <span
              className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}
              data-testid="order-state"
              data-state={order.state}
            >
              {orderNote}
            </span>
          </div>
          <p id="od-collection-keys" className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
            {t('contentWeb.collection.keysHint')}
          </p>
          {order.items.length === 0 ? (
            <NonIdealState
              icon="inbox"
              title={t('contentWeb.collection.empty')}
              description={t('contentWeb.collection.emptyHint')}
            />
          ) : (
            <CollectionItems
              items={order.items}
              locked={order.state === 'stale'}
              onMove={order.move}
              onRemove={(i) => void remove(i)}
              removing={removing}
            />
          )}
        </Card>
        <Card className="od-collection-card">
          <H2 className="od-section-title">{t('contentWeb.collection.addTitle')}</H2>
          <ItemSearch items={order.items} adding={adding} onAdd={(type, id) => void add(type, id)} />
        </Card>
      </div>
      {editing && (
        <EditorialDialog
          resource={collectionResource}
          row={detail}
          nextSort={detail.sort}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            onReload();
          }}
        />
      )}
    </div>
  );
}
