import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { appSettings } from '../../db/schema/index.js';
import type { Tx } from '../ledger/tx.js';

/**
 * Stored settings: one JSON value per key in `app_settings`. A key that is absent, or whose stored
 * value no longer fits its schema, reads as the coded default.
 */
export async function readSetting<T>(
  db: Db | Tx,
  key: string,
  schema: z.ZodType<T>,
  fallback: T,
): Promise<T> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
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
    .insert(appSettings)
    .values({ key, value, updatedBy: operatorId })
    .onConflictDoUpdate({
      target: appSettings.key,
      set: { value, updatedBy: operatorId, updatedAt: sql`now()` },
    });
}
