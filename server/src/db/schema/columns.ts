import { type AnyPgColumn, integer, timestamp } from 'drizzle-orm/pg-core';

/** Column builders the tables share. */

/** A timestamp with time zone, read as a Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** `created_at` and `updated_at`, both set to now() on insert. */
export const stamps = {
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
};

/** The columns of a table an index helper reads, by name. */
export type Columns<K extends string> = Record<K, AnyPgColumn>;

/** The integer identity primary key `id`. */
export const identityId = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/** A required foreign key to `target` (an id column), with its ON DELETE rule when not the default. */
export function requiredRef(name: string, target: () => AnyPgColumn, onDelete?: 'cascade' | 'restrict') {
  return integer(name)
    .notNull()
    .references(target, onDelete ? { onDelete } : {});
}
