import { Button, Classes, InputGroup, NonIdealState, SegmentedControl, Spinner } from '@blueprintjs/core';
import { type ApiClient, listTemplates, listWallpapers } from '@opsdeck/shared/api';
import type { CollectionItem, ContentType } from '@opsdeck/shared/schemas';
import { thumbnailUrlOf } from '@opsdeck/shared/schemas/upload-names';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentImage } from '../../../components/content-image.tsx';
import { useFetch } from '../../../lib/use-fetch.ts';
import { StatusTag } from '../shared/status-tag.tsx';
import { COLLECTION_THUMB } from '../shared/thumb-sizes.ts';

/** A search hit: a wallpaper or template that can be added. */
interface Hit {
  id: number;
  title: string;
  imageUrl: string;
  status: string;
}

const PAGE = 8;
/** How long typing must pause before the search is sent. */
const DEBOUNCE_MS = 250;

async function search(client: ApiClient, type: ContentType, q: string): Promise<Hit[]> {
  const query = { q: q || undefined, pageSize: PAGE, sort: 'createdAt:desc' as const };
  if (type === 'wallpaper') {
    const page = await listWallpapers(client, query);
    return page.list.map((w) => ({ id: w.id, title: w.title, imageUrl: w.thumbUrl, status: w.status }));
  }
  const page = await listTemplates(client, query);
  return page.list.map((tp) => ({ id: tp.id, title: tp.name, imageUrl: tp.coverUrl, status: tp.status }));
}

export interface ItemSearchProps {
  items: readonly CollectionItem[];
  adding: string | null;
  onAdd: (type: ContentType, id: number) => void;
}

/** Finds wallpapers or templates by title (or id) and adds them to the collection. */
export function ItemSearch({ items, adding, onAdd }: ItemSearchProps) {
  const { t } = useTranslation();
  const [type, setType] = useState<ContentType>('wallpaper');
  const [q, setQ] = useState('');
  const term = q.trim().slice(0, 60);
  const {
    data: hits,
    loading,
    error,
  } = useFetch(JSON.stringify([type, term]), (client) => search(client, type, term), {
    delayMs: DEBOUNCE_MS,
  });

  const inCollection = new Set(items.map((i) => `${i.contentType}:${i.contentId}`));

  return (
    <div className="od-item-search">
      <SegmentedControl
        fill
        value={type}
        onValueChange={(v) => setType(v as ContentType)}
        options={[
          { value: 'wallpaper', label: t('content.contentType.wallpaper') },
          { value: 'template', label: t('content.contentType.template') },
        ]}
      />
      <InputGroup
        type="search"
        leftIcon="search"
        name="item-search"
        aria-label={t('contentWeb.collection.searchLabel')}
        placeholder={t('contentWeb.collection.searchPlaceholder')}
        value={q}
        onChange={(e) => setQ(e.target.value)}
        rightElement={loading ? <Spinner size={16} /> : undefined}
      />
      {error && <p className="od-inline-error">{error}</p>}
      {hits && hits.length === 0 && !loading && (
        <NonIdealState icon="search" description={t('contentWeb.collection.noHits')} />
      )}
      <ul className="od-item-hits" aria-label={t('contentWeb.collection.hits')}>
        {(hits ?? []).map((hit) => {
          const key = `${type}:${hit.id}`;
          const added = inCollection.has(key);
          return (
            <li key={key} className="od-item-hit" data-testid="item-hit" data-title={hit.title}>
              <ContentImage
                className="od-collection-thumb"
                src={thumbnailUrlOf(hit.imageUrl)}
                alt=""
                {...COLLECTION_THUMB}
              />
              <span className="od-collection-title">
                <span className="od-collection-title-text">{hit.title}</span>
                <span className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>#{hit.id}</span>
              </span>
              <StatusTag status={hit.status} />
              <Button
                size="small"
                icon={added ? 'tick' : 'add'}
                disabled={added}
                loading={adding === key}
                text={added ? t('contentWeb.collection.added') : t('contentWeb.collection.add')}
                aria-label={
                  added
                    ? t('contentWeb.collection.added')
                    : t('contentWeb.collection.addLabel', { title: hit.title })
                }
                onClick={() => onAdd(type, hit.id)}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
