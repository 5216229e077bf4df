import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { settings } from '../../db/schema/index.js';
import type { Tx } from '../../db/tx.js';

/**
 * Stored settings: one JSON value per key in `settings`. A key that is absent, or whose stored
 * value no longer fits its schema, reads as the coded default.
 */
export async function readSetting<T>(
  db: Db | Tx,
  key: string,
  schema: z.ZodType<T>,
  fallback: T,
): Promise<T> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  if (!row) return fallback;
  const parsed = schema.safeParse(row.value);
  return parsed.success ? parsed.data : fallback;
}

/** Writes a setting (insert or replace). Call it inside the transaction that audits the change. */
export async function writeSetting(
  db: Db | Tx,
  key: string,
  value: unknown,
  operatorId: number | null,
): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value, updatedBy: operatorId })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value, updatedBy: operatorId, updatedAt: sql`now()` },
    });
}
