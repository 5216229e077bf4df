import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { operators } from './auth.js';

/**
 * Facts about the installation and stored settings, one row per key (`^[a-z][a-z0-9_]*$`); mirrors
 * migrations/010.do.settings.sql and the `updated_by` column of 005.do.approvals.sql.
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  /** Who last wrote the row (NULL: the seed or the system). */
  updatedBy: integer('updated_by').references(() => operators.id),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
