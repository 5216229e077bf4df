import { topicResource, wallpaperTopicResource } from '@opsdeck/shared/resources';
import type { Topic, WallpaperTopic } from '@opsdeck/shared/schemas';
import type { World } from '../data/world.ts';
import { is } from '../http/paging.ts';
import { contentResourceHandlers, searched } from './content-resource.ts';
import type { Router } from './router.ts';

/** Topics and wallpaper topics over the shared content schemas. */
export function topicHandlers(router: Router, world: World): void {
  contentResourceHandlers<Topic>(router, {
    resource: topicResource,
    key: 'topic',
    rows: () => world.topics,
    defaultSort: 'sort:asc',
    filter: (t, q) => searched(q, t.title, t.slug) && is(q, 'status', t.status),
    build: (body, id, now) =>
      ({ startsAt: null, endsAt: null, ...body, id, createdAt: now, updatedAt: now }) as Topic,
  });

  contentResourceHandlers<WallpaperTopic>(router, {
    resource: wallpaperTopicResource,
    key: 'wallpaperTopic',
    rows: () => world.wallpaperTopics,
    defaultSort: 'sort:asc',
    filter: (t, q) => searched(q, t.title, t.slug) && is(q, 'status', t.status),
    build: (body, id, now) =>
      ({ ...body, id, wallpaperCount: 0, createdAt: now, updatedAt: now }) as WallpaperTopic,
  });
}
