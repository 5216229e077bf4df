import '../shared/content.css';
import { getCollection } from '@opsdeck/shared/api';
import { useSearchParams } from 'react-router-dom';
import { useFetch } from '../../../lib/use-fetch.ts';
import { DetailStates } from '../shared/detail-page.tsx';
import { idFromQuery } from '../templates/template-links.ts';
import { CollectionDetailView } from './collection-detail-view.tsx';
import { COLLECTION_PLACE } from './collection-resource.ts';

/** /collection/detail?id=…: a collection's items, added by search, removed, and reordered by keyboard or drag. */
export function CollectionDetailPage() {
  const [params] = useSearchParams();
  const id = idFromQuery(params);
  const detail = useFetch(id === null ? null : `collection-${id}`, (client) =>
    getCollection(client, id ?? 0),
  );
  return (
    <DetailStates place={COLLECTION_PLACE} id={id} load={detail}>
      {(row) => <CollectionDetailView detail={row} onChange={detail.setData} onReload={detail.reload} />}
    </DetailStates>
  );
}
