import { topicApi, wallpaperTopicApi } from '@opsdeck/shared/api';
import { resourceTitleKey } from '@opsdeck/shared/catalogue';
import type { WallpaperTopic } from '@opsdeck/shared/resources';
import type { Topic } from '@opsdeck/shared/schemas';
import { type EditorialResource, editorialCalls } from '../editorial/editorial-resource.ts';

/** /topic/list: editorial topics (subtitle and a show window). */
export const topicResource: EditorialResource<Topic> = {
  listId: 'topics',
  title: 'menu.topic.list',
  noun: 'contentWeb.nouns.topic',
  fields: { subtitle: true, window: true },
  ...editorialCalls(() => import('@opsdeck/shared/resources').then((m) => m.topicResource), topicApi),
};

/** /wallpaper/topics: wallpaper topics (with how many wallpapers each holds). */
export const wallpaperTopicResource: EditorialResource<WallpaperTopic> = {
  listId: 'wallpaperTopics',
  title: resourceTitleKey('wallpaperTopic'),
  noun: 'contentWeb.nouns.wallpaperTopic',
  fields: { subtitle: false, window: false },
  count: { title: 'contentWeb.columns.wallpapers', get: (r) => r.wallpaperCount },
  ...editorialCalls(
    () => import('@opsdeck/shared/resources').then((m) => m.wallpaperTopicResource),
    wallpaperTopicApi,
  ),
};
