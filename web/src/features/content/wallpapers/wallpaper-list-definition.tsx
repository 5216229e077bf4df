import { listWallpapers } from '@opsdeck/shared/api';
import type { WallpaperTopic } from '@opsdeck/shared/resources';
import {
  type Category,
  CONTENT_ACCESS,
  PUBLISH_STATUSES,
  WALLPAPER_TYPES,
  type Wallpaper,
} from '@opsdeck/shared/schemas';
import { ContentImage, preloadFirst } from '../../../components/content-image.tsx';
import { countColumn, enumColumn, textColumn } from '../../../components/data-list/columns.tsx';
import { defineList, listQuerySchema } from '../../../components/data-list/define-list.ts';
import { enumFilter, rowsFilter, searchFilter } from '../../../components/data-list/filters.ts';
import type { ListDefinition } from '../../../components/data-list/types.ts';
import { stampColumn, statusColumn, statusFilter } from '../shared/content-columns.tsx';
import { AccessTag } from '../shared/status-tag.tsx';
import { CONTENT_THUMB } from '../shared/thumb-sizes.ts';

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
  return defineList(listQuerySchema('wallpaperListQuerySchema'), {
    id: 'wallpapers',
    defaultSort: 'createdAt:desc',
    fetchPage: async (client, query) => {
      const page = await listWallpapers(client, query);
      // the grid's first cards and the table's first rows draw these
      preloadFirst(page.list.map((row) => row.thumbUrl));
      return page;
    },
    filters: [
      searchFilter('contentWeb.wallpaper.searchPlaceholder', 60, 200),
      rowsFilter('categoryId', 'fields.categoryId', options.categories, (c) => c.name),
      rowsFilter('topicId', 'fields.topicId', options.topics, (c) => c.title),
      enumFilter('access', 'fields.access', CONTENT_ACCESS, 'content.access'),
      statusFilter(PUBLISH_STATUSES),
      enumFilter('type', 'contentWeb.wallpaper.type', WALLPAPER_TYPES, 'content.wallpaperType'),
    ],
    columns: [
      {
        id: 'thumb',
        title: 'contentWeb.wallpaper.thumbnail',
        width: 64,
        render: (row) => (
          <ContentImage className="od-content-thumb" src={row.thumbUrl} alt="" {...CONTENT_THUMB} />
        ),
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
      statusColumn(84),
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
      stampColumn('createdAt', 130),
      stampColumn('updatedAt', 130, true),
    ],
  });
}
