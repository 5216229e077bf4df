import { boolean, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { operators } from './auth.js';
import { identityId, stamps, timestamptz } from './columns.js';

// Promotion channels and curated sets; mirrors migrations/009.do.channels-sets.sql (the SQL file is
// the source of truth: CHECK constraints and the members.channel foreign key live there).

/** Promotion channels; `code` is what members.channel refers to. */
export const channels = pgTable(
  'channels',
  {
    id: identityId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    channelType: text('channel_type', { enum: ['app', 'store', 'web'] }).notNull(),
    promotionFrom: date('promotion_from', { mode: 'string' }).notNull(),
    promotionTo: date('promotion_to', { mode: 'string' }).notNull(),
    promoteLink: text('promote_link').notNull(),
    advertisingSource: text('advertising_source').notNull(),
    advertisingMedia: text('advertising_media').notNull(),
    keywords: text('keywords').array().notNull(),
    pushNotify: boolean('push_notify').notNull().default(true),
    advertisingContent: text('advertising_content').notNull(),
    createdBy: integer('created_by').references(() => operators.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('channels_code_key').on(t.code), uniqueIndex('channels_name_key').on(t.name)],
);

/** Curated content sets (hand-picked or rule-filled). */
export const sets = pgTable(
  'sets',
  {
    id: identityId(),
    number: text('number').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type', { enum: ['img', 'horizontalVideo', 'verticalVideo'] }).notNull(),
    filterType: text('filter_type', { enum: ['artificial', 'rules'] }).notNull(),
    count: integer('count').notNull().default(0),
    status: text('status', { enum: ['online', 'offline'] })
      .notNull()
      .default('offline'),
    ...stamps,
  },
  (t) => [
    uniqueIndex('sets_number_key').on(t.number),
    index('sets_created_idx').on(t.createdAt, t.id),
    index('sets_count_idx').on(t.count, t.id),
  ],
);
export type SetDbRow = typeof sets.$inferSelect;
