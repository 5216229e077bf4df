import { topicApi, wallpaperTopicApi } from '@opsdeck/shared/api';
import {
  topicResource as topicDeclared,
  wallpaperTopicResource as wallpaperTopicDeclared,
} from '@opsdeck/shared/resources';
import type { Topic, WallpaperTopic } from '@opsdeck/shared/schemas';
import { type EditorialResource, editorialCalls } from '../editorial/editorial-resource.ts';

/** /topic/list: editorial topics (subtitle and a show window). */
export const topicResource: EditorialResource<Topic> = {
  listId: 'topics',
  title: 'menu.topic.list',
  noun: 'contentWeb.nouns.topic',
  fields: { subtitle: true, window: true },
  ...editorialCalls(topicDeclared, topicApi),
};

/** /wallpaper/topics: wallpaper topics (with how many wallpapers each holds). */
export const wallpaperTopicResource: EditorialResource<WallpaperTopic> = {
  listId: 'wallpaperTopics',
  title: 'menu.wallpaper.topics',
  noun: 'contentWeb.nouns.wallpaperTopic',
  fields: { subtitle: false, window: false },
  count: { title: 'contentWeb.columns.wallpapers', get: (r) => r.wallpaperCount },
  ...editorialCalls(wallpaperTopicDeclared, wallpaperTopicApi),
};
