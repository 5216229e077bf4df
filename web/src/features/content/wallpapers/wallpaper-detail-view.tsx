import { Card, Intent, Section, SectionCard } from '@blueprintjs/core';
import { getWallpaper } from '@opsdeck/shared/api';
import type { ActionEntry } from '@opsdeck/shared/catalogue';
import type { Wallpaper } from '@opsdeck/shared/schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentImage, isVideoUrl } from '../../../components/content-image.tsx';
import { formatCount, formatMediumDateTime } from '../../../components/data-list/format.ts';
import { SectionTitle } from '../../../components/section-title.tsx';
import { useApi } from '../../../lib/api-context.tsx';
import {
  DetailHead,
  type DetailHeadProps,
  DetailList,
  stampRows,
  useStatusToggle,
} from '../shared/detail-page.tsx';
import { AccessTag, StatusTag } from '../shared/status-tag.tsx';
import { pictureSize } from './picture-size.ts';
import { WALLPAPER_PLACE } from './wallpaper-links.ts';

// the catalogue's content actions only, loaded when a status is first changed (with their schemas
// and zod): the detail page draws without them
let contentActions: Promise<ActionEntry[]> | undefined;
function loadContentActions(): Promise<ActionEntry[]> {
  const load = contentActions ?? import('@opsdeck/shared/catalogue').then((m) => m.contentActionEntries());
  contentActions = load;
  load.catch(() => {
    if (contentActions === load) contentActions = undefined;
  });
  return load;
}

export interface WallpaperDetailViewProps {
  row: Wallpaper;
  onEdit: () => void;
  onChanged: (row: Wallpaper) => void;
  onReload: () => void;
  onBack: () => void;
}

/**
 * The wallpaper itself: a live wallpaper's video plays muted in a loop, a still image is shown whole.
 * Its box has the picture's shape from the start (the details beside it do not move when it loads),
 * and the picture, the page's largest paint, is fetched first.
 */
export function WallpaperPreview({ row }: { row: Wallpaper }) {
  const { t } = useTranslation();
  const label = t('contentWeb.wallpaper.preview', { title: row.title });
  return (
    <Card
      className="od-tpl-detail-preview od-wallpaper-detail-preview"
      data-testid="wallpaper-detail-preview"
    >
      {isVideoUrl(row.imageUrl) ? (
        <video
          src={row.imageUrl}
          poster={row.thumbUrl}
          aria-label={label}
          {...pictureSize(row)}
          controls
          muted
          loop
          playsInline
        />
      ) : (
        <ContentImage src={row.imageUrl} alt={label} {...pictureSize(row)} load="first" />
      )}
    </Card>
  );
}

/**
 * Put online / Take offline through the catalogue's `content.publish` / `content.unpublish` (the
 * entries the palette and the CLI run), then the wallpaper as it is now.
 */
async function runPublish(
  api: ReturnType<typeof useApi>,
  id: number,
  status: 'online' | 'offline',
): Promise<Wallpaper> {
  const entry = (await loadContentActions()).find(
    (a) => a.id === (status === 'online' ? 'content.publish' : 'content.unpublish'),
  );
  if (!entry?.run || !entry.args) throw new Error(`no catalogue action for ${status}`);
  await entry.run(api, entry.args.parse({ contentType: 'wallpaper', ids: [id] }), {});
  return getWallpaper(api, id);
}

/** A wallpaper on its detail page: the picture, its details, Edit and Put online / Take offline. */
export function WallpaperDetailView({ row, onEdit, onChanged, onReload, onBack }: WallpaperDetailViewProps) {
  const api = useApi();
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const status = useStatusToggle(
    row,
    (body) => runPublish(api, row.id, body.status),
    (r) => r.title,
    onChanged,
  );

  const details: [string, ReactNode][] = [
    [t('fields.categoryId'), row.categoryName],
    [t('contentWeb.wallpaper.type'), t(`content.wallpaperType.${row.type}`)],
    [
      t('fields.durationSeconds'),
      row.type === 'live' && row.durationSeconds !== null
        ? t('contentWeb.wallpaper.seconds', { count: row.durationSeconds })
        : t('contentWeb.wallpaper.noDuration'),
    ],
    [t('contentWeb.columns.status'), <StatusTag key="s" status={row.status} />],
    [t('fields.access'), <AccessTag key="a" access={row.access} priceCoins={row.priceCoins} />],
    [t('contentWeb.wallpaper.size'), `${row.width} × ${row.height}`],
    [t('contentWeb.wallpaper.downloads'), formatCount(row.downloads, locale)],
    [t('contentWeb.wallpaper.likes'), formatCount(row.likes, locale)],
    [t('fields.tags'), row.tags.join(', ')],
    ...stampRows(t, row, formatMediumDateTime, locale),
  ];

  const head: DetailHeadProps = {
    place: WALLPAPER_PLACE,
    title: row.title,
    titleTestId: 'wallpaper-title',
    status: row.status,
    toggle: status,
    editIntent: Intent.PRIMARY,
    onEdit,
    onReload,
    onBack,
  };

  return (
    <div className="od-content-page">
      <DetailHead {...head} />
      <div className="od-tpl-detail">
        <WallpaperPreview row={row} />
        <Section
          compact
          title={t('contentWeb.wallpaper.details')}
          titleRenderer={SectionTitle}
          className="od-tpl-detail-info"
        >
          <SectionCard>
            <DetailList items={details} />
          </SectionCard>
        </Section>
      </div>
    </div>
  );
}
