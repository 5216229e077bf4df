import { listWallpapers } from '@opsdeck/shared/api';
import {
  type Category,
  CONTENT_ACCESS,
  PUBLISH_STATUSES,
  WALLPAPER_TYPES,
  type Wallpaper,
  type WallpaperTopic,
  wallpaperListQuerySchema,
} from '@opsdeck/shared/schemas';
import { countColumn, enumColumn, textColumn, timeColumn } from '../../../components/data-list/columns.tsx';
import { defineList } from '../../../components/data-list/define-list.ts';
import { enumFilter } from '../../../components/data-list/filters.ts';
import type { ListDefinition } from '../../../components/data-list/types.ts';
import { AccessTag, STATUS_INTENTS } from '../shared/status-tag.tsx';

/** The choices of the category and topic filters (loaded before the list). */
export interface WallpaperFilterOptions {
  categories: readonly Pick<Category, 'id' | 'name'>[];
  topics: readonly Pick<WallpaperTopic, 'id' | 'title'>[];
}

/**
 * /wallpaper/list: wallpapers filtered by text, category, wallpaper topic, access, status and type,
 * sorted and paged on the server (GET /admin/wallpapers); shown as a grid of thumbnails or a table.
 */
export function wallpaperListDefinition(options: WallpaperFilterOptions): ListDefinition<Wallpaper> {
  return defineList(wallpaperListQuerySchema, {
    id: 'wallpapers',
    defaultSort: 'createdAt:desc',
    rowKey: (row) => row.id,
    fetchPage: (client, query) => listWallpapers(client, query),
    filters: [
      {
        kind: 'text',
        name: 'q',
        label: 'lists.filters.search',
        placeholder: 'contentWeb.wallpaper.searchPlaceholder',
        search: true,
        width: 200,
        validate: (v) => v.length <= 60,
      },
      {
        kind: 'select',
        name: 'categoryId',
        label: 'fields.categoryId',
        options: options.categories.map((c) => ({ value: String(c.id), label: c.name })),
      },
      {
        kind: 'select',
        name: 'topicId',
        label: 'fields.topicId',
        options: options.topics.map((c) => ({ value: String(c.id), label: c.title })),
      },
      enumFilter('access', 'fields.access', CONTENT_ACCESS, 'content.access'),
      enumFilter('status', 'contentWeb.columns.status', PUBLISH_STATUSES, 'content.status'),
      enumFilter('type', 'contentWeb.wallpaper.type', WALLPAPER_TYPES, 'content.wallpaperType'),
    ],
    columns: [
      {
        id: 'thumb',
        title: 'contentWeb.wallpaper.thumbnail',
        width: 64,
        render: (row) => <img className="od-content-thumb" src={row.thumbUrl} alt="" loading="lazy" />,
        csv: (row) => row.imageUrl,
      },
      textColumn({ id: 'title', title: 'fields.title', width: 180 }, (r) => r.title),
      textColumn({ id: 'category', title: 'fields.categoryId', width: 110 }, (r) => r.categoryName),
      {
        id: 'size',
        title: 'contentWeb.wallpaper.size',
        width: 100,
        render: (row) => `${row.width} × ${row.height}`,
        csv: (row) => `${row.width}x${row.height}`,
      },
      enumColumn(
        { id: 'type', title: 'contentWeb.wallpaper.type', width: 72 },
        (r) => r.type,
        'content.wallpaperType',
        'plain',
      ),
      {
        id: 'access',
        title: 'fields.access',
        width: 96,
        sortField: 'priceCoins',
        render: (row) => <AccessTag access={row.access} priceCoins={row.priceCoins} />,
        csv: (row, { t }) => (row.access === 'coin' ? row.priceCoins : t(`content.access.${row.access}`)),
      },
      enumColumn(
        { id: 'status', title: 'contentWeb.columns.status', width: 84 },
        (r) => r.status,
        'content.status',
        STATUS_INTENTS,
      ),
      countColumn(
        { id: 'downloads', title: 'contentWeb.wallpaper.downloads', width: 96, sortField: 'downloads' },
        (r) => r.downloads,
      ),
      countColumn(
        { id: 'likes', title: 'contentWeb.wallpaper.likes', width: 80, sortField: 'likes' },
        (r) => r.likes,
      ),
      textColumn({ id: 'tags', title: 'fields.tags', width: 140, hiddenByDefault: true }, (r) =>
        r.tags.join(', '),
      ),
      timeColumn(
        { id: 'createdAt', title: 'contentWeb.columns.createdAt', width: 130, sortField: 'createdAt' },
        (r) => r.createdAt,
      ),
      timeColumn(
        {
          id: 'updatedAt',
          title: 'contentWeb.columns.updatedAt',
          width: 130,
          sortField: 'updatedAt',
          hiddenByDefault: true,
        },
        (r) => r.updatedAt,
      ),
    ],
  });
}
