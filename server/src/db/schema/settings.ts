import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Facts about the installation, one row per key; mirrors migrations/004.do.settings.sql. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
