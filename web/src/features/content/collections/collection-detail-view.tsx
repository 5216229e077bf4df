import { Callout, Card, Classes, H2, Intent, NonIdealState } from '@blueprintjs/core';
import { addCollectionItem, removeCollectionItem, setCollectionStatus } from '@opsdeck/shared/api';
import type { CollectionDetail, CollectionItem, ContentType } from '@opsdeck/shared/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api-context.tsx';
import { toastSuccess } from '../../../lib/toaster.ts';
import { LazyEditorialDialog } from '../editorial/lazy-editorial-dialog.tsx';
import { DetailHead, useStatusToggle } from '../shared/detail-page.tsx';
import { StaleNotice } from '../shared/stale-notice.tsx';
import { CollectionItems } from './collection-items.tsx';
import { COLLECTION_PLACE, collectionResource } from './collection-resource.ts';
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
  const order = useItemOrder(detail, onChange);
  const [adding, setAdding] = useState<string | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const [editing, setEditing] = useState(false);
  const status = useStatusToggle(
    detail,
    (body) => setCollectionStatus(api, detail.id, body),
    (d) => d.title,
    onChange,
  );

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

  const orderNote =
    order.state === 'saving'
      ? t('contentWeb.collection.saving')
      : order.state === 'saved'
        ? t('contentWeb.collection.orderSaved')
        : '';

  return (
    <div className="od-content-page">
      <DetailHead
        place={COLLECTION_PLACE}
        title={detail.title}
        titleTestId="collection-title"
        status={detail.status}
        toggle={status}
        onEdit={() => setEditing(true)}
        onReload={onReload}
      >
        <span className={Classes.TEXT_MUTED}>
          {t('contentWeb.collection.count', { count: order.items.length })}
        </span>
      </DetailHead>
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
        <LazyEditorialDialog
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
