import {
  type Topic,
  topicBulkStatusBodySchema,
  topicCreateBodySchema,
  topicListQuerySchema,
  topicStatusBodySchema,
  topicUpdateBodySchema,
  type WallpaperTopic,
  wallpaperTopicBulkStatusBodySchema,
  wallpaperTopicCreateBodySchema,
  wallpaperTopicListQuerySchema,
  wallpaperTopicStatusBodySchema,
  wallpaperTopicUpdateBodySchema,
} from '@opsdeck/shared/schemas';
import type { World } from '../data/world.ts';
import { contentResourceHandlers } from './content-resource.ts';
import type { Router } from './router.ts';

type Query = Record<string, unknown>;
const matches = (q: Query, title: string, slug: string, status: string) =>
  (q.q === undefined ||
    title.toLowerCase().includes(String(q.q).toLowerCase()) ||
    slug.includes(String(q.q))) &&
  (q.status === undefined || status === q.status);

/** Topics and wallpaper topics over the shared content schemas. */
export function topicHandlers(router: Router, world: World): void {
  contentResourceHandlers<Topic>(router, {
    path: 'topics',
    key: 'topic',
    rows: () => world.topics,
    listQuery: topicListQuerySchema,
    create: topicCreateBodySchema,
    update: topicUpdateBodySchema,
    status: topicStatusBodySchema,
    bulkStatus: topicBulkStatusBodySchema,
    defaultSort: 'sort:asc',
    filter: (t, q) => matches(q, t.title, t.slug, t.status),
    build: (body, id, now) =>
      ({ startsAt: null, endsAt: null, ...body, id, createdAt: now, updatedAt: now }) as Topic,
  });

  contentResourceHandlers<WallpaperTopic>(router, {
    path: 'wallpaper-topics',
    key: 'wallpaperTopic',
    rows: () => world.wallpaperTopics,
    listQuery: wallpaperTopicListQuerySchema,
    create: wallpaperTopicCreateBodySchema,
    update: wallpaperTopicUpdateBodySchema,
    status: wallpaperTopicStatusBodySchema,
    bulkStatus: wallpaperTopicBulkStatusBodySchema,
    defaultSort: 'sort:asc',
    filter: (t, q) => matches(q, t.title, t.slug, t.status),
    build: (body, id, now) =>
      ({ ...body, id, wallpaperCount: 0, createdAt: now, updatedAt: now }) as WallpaperTopic,
  });
}
