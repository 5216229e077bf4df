import type { TemplateLayout } from '@opsdeck/shared/schemas';
import {
  index,
  integer,
  jsonb,
  type PgColumnBuilderBase,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { operators } from './auth.js';
import { type Columns, identityId, requiredRef, stamps, timestamptz } from './columns.js';

// Content area tables; mirrors migrations/003.do.content.sql (the SQL file is the source of truth:
// CHECK constraints and index details live there).

const onlineStatus = (name: string) => text(name, { enum: ['online', 'offline'] });
const publishStatus = (name: string) => text(name, { enum: ['draft', 'online', 'offline'] });
const access = (name: string) => text(name, { enum: ['free', 'vip', 'coin'] });

/**
 * The columns of a titled page (topics, wallpaper topics, collections): a title, a unique slug, a
 * cover, a description, a display order and an online/offline status.
 */
const titledColumns = () => ({
  title: text('title').notNull(),
  slug: text('slug').notNull(),
  coverUrl: text('cover_url').notNull(),
  description: text('description').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  status: onlineStatus('status').notNull().default('offline'),
});

/** A titled page's indexes: `<table>_slug_key` (unique) and `<table>_sort_idx` (display order). */
const titledIndexes = (table: string, t: Columns<'id' | 'slug' | 'sort'>) => [
  uniqueIndex(`${table}_slug_key`).on(t.slug),
  index(`${table}_sort_idx`).on(t.sort, t.id),
];

/** A titled page's table: id, the titled columns, its own columns (`extra`), the stamps and the indexes. */
const titledTable = <N extends string, C extends Record<string, PgColumnBuilderBase>>(name: N, extra: C) =>
  pgTable(name, { id: identityId(), ...titledColumns(), ...extra, ...stamps }, (t) => titledIndexes(name, t));

/** Any titled page's table with no columns of its own (a wallpaper topic's, a collection's). */
export type PlainTitledTable = ReturnType<typeof titledTable<string, Record<never, never>>>;

/**
 * The columns of priced content (wallpapers, templates): its category, who may open it, its price in
 * coins, its draft/online/offline status and its author.
 */
const pricedColumns = () => ({
  categoryId: requiredRef('category_id', () => categories.id),
  access: access('access').notNull().default('free'),
  priceCoins: integer('price_coins').notNull().default(0),
  status: publishStatus('status').notNull().default('draft'),
  createdBy: integer('created_by').references(() => operators.id),
});

/** Priced content's indexes: newest first, and newest first within a category. */
const pricedIndexes = (table: string, t: Columns<'id' | 'categoryId' | 'createdAt'>) => [
  index(`${table}_created_idx`).on(t.createdAt, t.id),
  index(`${table}_category_idx`).on(t.categoryId, t.createdAt, t.id),
];

/** Priced content's table: id, its own columns (`extra`), the priced columns, the stamps and the indexes. */
const pricedTable = <N extends string, C extends Record<string, PgColumnBuilderBase>>(name: N, extra: C) =>
  pgTable(name, { id: identityId(), ...extra, ...pricedColumns(), ...stamps }, (t) => pricedIndexes(name, t));

/** Content categories (wallpapers, templates or both). */
export const categories = pgTable(
  'categories',
  {
    id: identityId(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    icon: text('icon').notNull().default(''),
    scope: text('scope', { enum: ['wallpaper', 'template', 'both'] })
      .notNull()
      .default('both'),
    sort: integer('sort').notNull().default(0),
    status: text('status', { enum: ['enabled', 'disabled'] })
      .notNull()
      .default('enabled'),
    ...stamps,
  },
  (t) => [uniqueIndex('categories_slug_key').on(t.slug), index('categories_sort_idx').on(t.sort, t.id)],
);
export type CategoryDbRow = typeof categories.$inferSelect;

/** Editorial topics. */
export const topics = titledTable('topics', {
  subtitle: text('subtitle').notNull().default(''),
  startsAt: timestamptz('starts_at'),
  endsAt: timestamptz('ends_at'),
});
export type TopicDbRow = typeof topics.$inferSelect;

/** Wallpaper topics (a wallpaper belongs to 0..n of them through wallpaper_topic_links). */
export const wallpaperTopics = titledTable('wallpaper_topics', {});
export type WallpaperTopicDbRow = typeof wallpaperTopics.$inferSelect;

/** Wallpapers. */
export const wallpapers = pricedTable('wallpapers', {
  title: text('title').notNull(),
  imageUrl: text('image_url').notNull(),
  thumbUrl: text('thumb_url').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  type: text('type', { enum: ['static', 'live'] })
    .notNull()
    .default('static'),
  tags: text('tags').array().notNull().default([]),
  downloads: integer('downloads').notNull().default(0),
  likes: integer('likes').notNull().default(0),
  /** Playing time in seconds of a live (video) wallpaper; null for a still one. */
  durationSeconds: integer('duration_seconds'),
});
export type WallpaperDbRow = typeof wallpapers.$inferSelect;

/** Wallpaper ↔ wallpaper topic. */
export const wallpaperTopicLinks = pgTable(
  'wallpaper_topic_links',
  {
    wallpaperTopicId: requiredRef('wallpaper_topic_id', () => wallpaperTopics.id, 'restrict'),
    wallpaperId: requiredRef('wallpaper_id', () => wallpapers.id, 'cascade'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.wallpaperTopicId, t.wallpaperId] }),
    index('wallpaper_topic_links_wallpaper_idx').on(t.wallpaperId),
  ],
);

/** Greeting-card, poster and wallpaper templates with their layout. */
export const templates = pricedTable('templates', {
  name: text('name').notNull(),
  coverUrl: text('cover_url').notNull(),
  kind: text('kind', { enum: ['card', 'poster', 'wallpaper'] })
    .notNull()
    .default('card'),
  layout: jsonb('layout').$type<TemplateLayout>().notNull(),
  uses: integer('uses').notNull().default(0),
});
export type TemplateDbRow = typeof templates.$inferSelect;

/** Collections (the spec's "booklists"). */
export const collections = titledTable('collections', {});
export type CollectionDbRow = typeof collections.$inferSelect;

/** The items of a collection, in `sort` order. */
export const collectionItems = pgTable(
  'collection_items',
  {
    id: identityId(),
    collectionId: requiredRef('collection_id', () => collections.id, 'cascade'),
    contentType: text('content_type', { enum: ['wallpaper', 'template'] }).notNull(),
    contentId: integer('content_id').notNull(),
    sort: integer('sort').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('collection_items_content_key').on(t.collectionId, t.contentType, t.contentId),
    index('collection_items_order_idx').on(t.collectionId, t.sort, t.id),
    index('collection_items_ref_idx').on(t.contentType, t.contentId),
  ],
);
export type CollectionItemDbRow = typeof collectionItems.$inferSelect;
