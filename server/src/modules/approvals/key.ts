import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { approvals } from '../../db/schema/index.js';

/** The Idempotency-Key a request carries (re-issues only). */
export async function approvalByKeyOf(db: Db, id: number): Promise<string | null> {
  const [row] = await db
    .select({ key: approvals.idempotencyKey })
    .from(approvals)
    .where(eq(approvals.id, id));
  return row?.key ?? null;
}
