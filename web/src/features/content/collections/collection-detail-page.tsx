import '../shared/content.css';
import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { getCollection } from '@opsdeck/shared/api';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useFetch } from '../../../lib/use-fetch.ts';
import { idFromQuery } from '../templates/template-links.ts';
import { CollectionDetailView } from './collection-detail-view.tsx';

/** /collection/detail?id=…: a collection's items, added by search, removed, and reordered by keyboard or drag. */
export function CollectionDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idFromQuery(params);
  const detail = useFetch(id === null ? null : `collection-${id}`, (client) =>
    getCollection(client, id ?? 0),
  );

  if (id === null) {
    return (
      <NonIdealState
        icon="search"
        title={t('contentWeb.collection.noId')}
        action={
          <Button
            icon="arrow-left"
            text={t('contentWeb.collection.backToList')}
            onClick={() => navigate('/collection/list')}
          />
        }
      />
    );
  }
  if (detail.error) {
    return (
      <NonIdealState
        icon="error"
        title={t('contentWeb.collection.loadFailed')}
        description={detail.error}
        action={<Button icon="refresh" text={t('lists.error.retry')} onClick={detail.reload} />}
      />
    );
  }
  if (!detail.data || detail.data.id !== id)
    return <Spinner className="od-content-loading" aria-label={t('lists.loading')} />;
  return <CollectionDetailView detail={detail.data} onChange={detail.setData} onReload={detail.reload} />;
}
