import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { operators } from './auth.js';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Notes operators post into the live monitor; mirrors migrations/006.do.monitor.sql. */
export const monitorNotes = pgTable(
  'monitor_notes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    content: text('content').notNull(),
    isCollect: boolean('is_collect').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('monitor_notes_created_idx').on(t.createdAt, t.id)],
);
