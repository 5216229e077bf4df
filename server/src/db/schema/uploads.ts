import type { EncodingProfile } from '@opsdeck/shared/schemas';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { operators } from './auth.js';

/**
 * One row per upload; a video carries the encoding profile the approved media parameters gave at
 * upload time (null for images). Mirrors the uploads table of migrations/012.do.records-uploads.sql.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    url: text('url').notNull(),
    type: text('type').notNull(),
    size: integer('size').notNull(),
    encoding: jsonb('encoding').$type<EncodingProfile>(),
    operatorId: integer('operator_id').references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('uploads_url_idx').on(t.url)],
);
