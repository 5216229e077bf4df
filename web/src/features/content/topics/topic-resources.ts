import {
  createTopic,
  createWallpaperTopic,
  getTopic,
  getWallpaperTopic,
  listTopics,
  listWallpaperTopics,
  setTopicStatus,
  setWallpaperTopicStatus,
  updateTopic,
  updateWallpaperTopic,
} from '@opsdeck/shared/api';
import {
  type Topic,
  type TopicCreateInput,
  type TopicUpdateInput,
  topicCreateBodySchema,
  topicListQuerySchema,
  topicUpdateBodySchema,
  type WallpaperTopic,
  type WallpaperTopicCreateInput,
  type WallpaperTopicUpdateInput,
  wallpaperTopicCreateBodySchema,
  wallpaperTopicListQuerySchema,
  wallpaperTopicUpdateBodySchema,
} from '@opsdeck/shared/schemas';
import { checkedFetcher } from '../../../components/data-list/define-list.ts';
import type { EditorialResource } from '../editorial/editorial-resource.ts';

/** /topic/list: editorial topics (subtitle and a show window). */
export const topicResource: EditorialResource<Topic> = {
  listId: 'topics',
  title: 'menu.topic.list',
  noun: 'contentWeb.nouns.topic',
  fields: { subtitle: true, window: true },
  listQuerySchema: topicListQuerySchema,
  list: checkedFetcher(topicListQuerySchema, listTopics),
  get: getTopic,
  create: (client, body) => createTopic(client, body as TopicCreateInput),
  update: (client, id, body) => updateTopic(client, id, body as TopicUpdateInput),
  setStatus: setTopicStatus,
  createSchema: topicCreateBodySchema,
  updateSchema: topicUpdateBodySchema,
};

/** /wallpaper/topics: wallpaper topics (with how many wallpapers each holds). */
export const wallpaperTopicResource: EditorialResource<WallpaperTopic> = {
  listId: 'wallpaperTopics',
  title: 'menu.wallpaper.topics',
  noun: 'contentWeb.nouns.wallpaperTopic',
  fields: { subtitle: false, window: false },
  count: { title: 'contentWeb.columns.wallpapers', get: (r) => r.wallpaperCount },
  listQuerySchema: wallpaperTopicListQuerySchema,
  list: checkedFetcher(wallpaperTopicListQuerySchema, listWallpaperTopics),
  get: getWallpaperTopic,
  create: (client, body) => createWallpaperTopic(client, body as WallpaperTopicCreateInput),
  update: (client, id, body) => updateWallpaperTopic(client, id, body as WallpaperTopicUpdateInput),
  setStatus: setWallpaperTopicStatus,
  createSchema: wallpaperTopicCreateBodySchema,
  updateSchema: wallpaperTopicUpdateBodySchema,
};
