import type { BulkStatusResult } from '@opsdeck/shared/schemas';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';
import type { Tx } from '../../db/tx.js';
import { writeAudit } from '../audit/service.js';
import type { ContentCtx, ResourceKey } from './context.js';
import { notFound, staleEdit } from './errors.js';

/** A content table: an integer id and a millisecond updated_at (most have a status too). */
export type ContentTable = PgTable & { id: AnyPgColumn; updatedAt: AnyPgColumn; status?: AnyPgColumn };

/**
 * The next updated_at: now at millisecond precision, and always later than the current value (two
 * edits in one millisecond still differ, so a stale edit is always detected).
 */
function nextUpdatedAt(table: ContentTable): SQL {
  return sql`GREATEST(date_trunc('milliseconds', clock_timestamp()), ${table.updatedAt} + interval '1 millisecond')`;
}

/** The audit_log row of a content write, in the write's transaction. */
export async function auditContent(
  tx: Tx,
  ctx: ContentCtx,
  resource: ResourceKey,
  verb: string,
  targetId: number | string,
  payload: Record<string, unknown>,
): Promise<void> {
  await writeAudit(tx, {
    operatorId: ctx.operatorId,
    action: `${resource}.${verb}`,
    targetType: resource,
    targetId: String(targetId),
    payload,
    ip: ctx.ip,
  });
}

/** The row's current updated_at (locking the row for the transaction when `lock`), or a 404. */
async function currentStamp(
  tx: Tx,
  table: ContentTable,
  resource: ResourceKey,
  id: number,
  ctx: ContentCtx,
  lock = false,
) {
  const query = tx
    .select({ updatedAt: table.updatedAt })
    .from(table as PgTable)
    .where(eq(table.id, id));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound(ctx, resource, id);
  return row.updatedAt as Date;
}

/**
 * UPDATE … WHERE id = ? [AND updated_at = <what the caller read>]: 404 when the row is gone, 409
 * `stale` when it changed since. `values` may be empty (only updated_at moves, e.g. after links change).
 */
export async function updateChecked(
  tx: Tx,
  ctx: ContentCtx,
  resource: ResourceKey,
  table: ContentTable,
  id: number,
  readAt: string | undefined,
  values: Record<string, unknown>,
): Promise<void> {
  const where = readAt ? and(eq(table.id, id), eq(table.updatedAt, new Date(readAt))) : eq(table.id, id);
  const rows = await tx
    .update(table)
    .set({ ...values, updatedAt: nextUpdatedAt(table) } as never)
    .where(where)
    .returning({ id: table.id });
  if (rows.length > 0) return;
  const current = await currentStamp(tx, table, resource, id, ctx);
  throw staleEdit(ctx, resource, current);
}

/** Locks the row and checks the caller's `updatedAt` (404 / 409 `stale`), for multi-step writes. */
export async function lockChecked(
  tx: Tx,
  ctx: ContentCtx,
  resource: ResourceKey,
  table: ContentTable,
  id: number,
  readAt: string | undefined,
): Promise<void> {
  const current = await currentStamp(tx, table, resource, id, ctx, true);
  if (readAt && current.getTime() !== new Date(readAt).getTime()) throw staleEdit(ctx, resource, current);
}

/** Sets the status of many rows in one transaction (rows already in that status count as updated). */
export async function bulkSetStatus(
  db: Db,
  ctx: ContentCtx,
  resource: ResourceKey,
  table: ContentTable,
  body: { ids: number[]; status: string },
): Promise<BulkStatusResult> {
  const status = table.status;
  if (!status) throw new Error(`${resource} has no status`);
  const ids = [...new Set(body.ids)];
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(table)
      .set({ status: body.status, updatedAt: nextUpdatedAt(table) } as never)
      .where(inArray(table.id, ids))
      .returning({ id: table.id });
    const updated = rows.map((r) => r.id as number).sort((a, b) => a - b);
    const found = new Set(updated);
    const missing = ids.filter((id) => !found.has(id));
    if (updated.length > 0) {
      // one audit row per target, so each row's history lists the change
      await tx.insert(auditLog).values(
        updated.map((id) => ({
          operatorId: ctx.operatorId,
          action: `${resource}.bulkStatus`,
          targetType: resource,
          targetId: String(id),
          payload: { status: body.status, batch: updated.length },
          ip: ctx.ip,
        })),
      );
    }
    return { updated: updated.length, ids: updated, missing };
  });
}

/** Deletes one row (the caller checked what refers to it) and audits the snapshot. */
export async function deleteAudited(
  tx: Tx,
  ctx: ContentCtx,
  resource: ResourceKey,
  table: ContentTable,
  id: number,
  snapshot: Record<string, unknown>,
): Promise<{ id: number; deleted: true }> {
  await tx.delete(table).where(eq(table.id, id));
  await auditContent(tx, ctx, resource, 'delete', id, { snapshot });
  return { id, deleted: true };
}
