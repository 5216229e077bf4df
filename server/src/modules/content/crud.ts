import type { BulkStatusResult } from '@opsdeck/shared/schemas';
import { getTableName } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Tx } from '../../db/tx.js';
import type { ContentCtx, ResourceKey } from './context.js';
import { guardSlug } from './errors.js';
import {
  auditContent,
  bulkSetStatus,
  type ContentTable,
  deleteAudited,
  lockChecked,
  updateChecked,
} from './write.js';

/** Reads one row back (inside the write's transaction) in its API shape, or a 404. */
export type ContentGetter<R> = (tx: Tx, ctx: ContentCtx, id: number) => Promise<R>;

/**
 * INSERT one row in a transaction, audit `<resource>.create` with the body and read the row back; a
 * taken slug is 409 `unique`. `values` is what is inserted when it differs from the body.
 */
export function createAudited<R>(
  db: Db,
  ctx: ContentCtx,
  resource: ResourceKey,
  table: ContentTable,
  body: Record<string, unknown> & { slug?: string },
  get: ContentGetter<R>,
  values: Record<string, unknown> = body,
): Promise<R> {
  return guardSlug(ctx, resource, getTableName(table), body.slug, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(table)
        .values(values as never)
        .returning({ id: table.id });
      if (!row) throw new Error('insert returned nothing');
      const id = row.id as number;
      await auditContent(tx, ctx, resource, 'create', id, { ...body });
      return get(tx, ctx, id);
    }),
  );
}

/**
 * UPDATE one row checked against the caller's `updatedAt` (404 / 409 `stale`), audit
 * `<resource>.update` with the changes and read the row back; a taken slug is 409 `unique`.
 * `check` runs after the update, before the audit, and may refuse (rolling the update back).
 */
export function updateAudited<R>(
  db: Db,
  ctx: ContentCtx,
  resource: ResourceKey,
  table: ContentTable,
  id: number,
  body: Record<string, unknown> & { updatedAt?: string; slug?: string },
  get: ContentGetter<R>,
  check?: (tx: Tx) => Promise<void>,
): Promise<R> {
  const { updatedAt, ...changes } = body;
  return guardSlug(ctx, resource, getTableName(table), changes.slug, () =>
    db.transaction(async (tx) => {
      await updateChecked(tx, ctx, resource, table, id, updatedAt, changes);
      if (check) await check(tx);
      await auditContent(tx, ctx, resource, 'update', id, { changes, readAt: updatedAt });
      return get(tx, ctx, id);
    }),
  );
}

/** Sets one row's status (checked against the caller's `updatedAt`), audits `<resource>.status`. */
export function setStatusAudited<R>(
  db: Db,
  ctx: ContentCtx,
  resource: ResourceKey,
  table: ContentTable,
  id: number,
  body: { status: string; updatedAt?: string },
  get: ContentGetter<R>,
): Promise<R> {
  return db.transaction(async (tx) => {
    await updateChecked(tx, ctx, resource, table, id, body.updatedAt, { status: body.status });
    await auditContent(tx, ctx, resource, 'status', id, { status: body.status });
    return get(tx, ctx, id);
  });
}

/**
 * Locks the row, reads it, lets `refuse` throw (e.g. 409 `inUse`) while something refers to it, then
 * deletes it and audits the snapshot — all in one transaction.
 */
export function deleteChecked<R extends Record<string, unknown>>(
  db: Db,
  ctx: ContentCtx,
  resource: ResourceKey,
  table: ContentTable,
  id: number,
  get: ContentGetter<R>,
  refuse?: (tx: Tx, row: R) => Promise<void> | void,
): Promise<{ id: number; deleted: true }> {
  return db.transaction(async (tx) => {
    await lockChecked(tx, ctx, resource, table, id, undefined);
    const row = await get(tx, ctx, id);
    if (refuse) await refuse(tx, row);
    return deleteAudited(tx, ctx, resource, table, id, row);
  });
}

/** What differs between the content services' writes. */
export interface CrudDef<R> {
  resource: ResourceKey;
  table: ContentTable;
  /** Reads a row back in its API shape (the detail). */
  get: ContentGetter<R>;
  /** Runs after an update, before its audit, and may refuse (rolling the update back). */
  checkUpdate?: (tx: Tx, ctx: ContentCtx, id: number, body: Record<string, unknown>) => Promise<void>;
  /** Refuses a delete (e.g. 409 `inUse`) while something refers to the row. */
  refuseDelete?: (tx: Tx, ctx: ContentCtx, row: R) => Promise<void> | void;
}

/** The audited create, update, status, bulk status and delete of a content resource. */
export function contentCrud<R extends Record<string, unknown>>(def: CrudDef<R>) {
  const { resource, table, get, checkUpdate, refuseDelete } = def;
  return {
    create: (db: Db, ctx: ContentCtx, body: Record<string, unknown> & { slug?: string }): Promise<R> =>
      createAudited(db, ctx, resource, table, body, get),
    update: (
      db: Db,
      ctx: ContentCtx,
      id: number,
      body: Record<string, unknown> & { updatedAt?: string; slug?: string },
    ): Promise<R> =>
      updateAudited(
        db,
        ctx,
        resource,
        table,
        id,
        body,
        get,
        checkUpdate && ((tx) => checkUpdate(tx, ctx, id, body)),
      ),
    setStatus: (
      db: Db,
      ctx: ContentCtx,
      id: number,
      body: { status: string; updatedAt?: string },
    ): Promise<R> => setStatusAudited(db, ctx, resource, table, id, body, get),
    bulkStatus: (
      db: Db,
      ctx: ContentCtx,
      body: { ids: number[]; status: string },
    ): Promise<BulkStatusResult> => bulkSetStatus(db, ctx, resource, table, body),
    remove: (db: Db, ctx: ContentCtx, id: number): Promise<{ id: number; deleted: true }> =>
      deleteChecked(
        db,
        ctx,
        resource,
        table,
        id,
        get,
        refuseDelete && ((tx, row) => refuseDelete(tx, ctx, row)),
      ),
  };
}
