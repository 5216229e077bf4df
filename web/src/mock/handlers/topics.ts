import { topicResource, wallpaperTopicResource } from '@opsdeck/shared/resources';
import type { Topic, WallpaperTopic } from '@opsdeck/shared/schemas';
import type { World } from '../data/world.ts';
import { titledResourceHandlers } from './content-resource.ts';
import type { Router } from './router.ts';

/** Topics and wallpaper topics over the shared content schemas. */
export function topicHandlers(router: Router, world: World): void {
  titledResourceHandlers<Topic>(router, {
    resource: topicResource,
    key: 'topic',
    rows: () => world.topics,
    build: (body, id, now) =>
      ({ startsAt: null, endsAt: null, ...body, id, createdAt: now, updatedAt: now }) as Topic,
  });

  titledResourceHandlers<WallpaperTopic>(router, {
    resource: wallpaperTopicResource,
    key: 'wallpaperTopic',
    rows: () => world.wallpaperTopics,
    build: (body, id, now) =>
      ({ ...body, id, wallpaperCount: 0, createdAt: now, updatedAt: now }) as WallpaperTopic,
  });
}
