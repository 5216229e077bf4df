import type { EncodingProfile } from '@opsdeck/shared/schemas';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog, uploads } from '../../db/schema/index.js';
import { writeAudit } from '../audit/service.js';
import type { ContentCtx } from '../content/context.js';

/** What an upload row holds: the stored file and, for a video, its encoding profile. */
export interface UploadRow {
  url: string;
  type: string;
  size: number;
  encoding: EncodingProfile | null;
}

/**
 * Writes the upload's row and its audit row (the file is the target) in one transaction; answers the
 * row id. `payload` is what the upload answered.
 */
export async function recordUpload(
  db: Db,
  ctx: ContentCtx,
  row: UploadRow,
  payload: Record<string, unknown>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(uploads)
      .values({ ...row, operatorId: ctx.operatorId })
      .returning({ id: uploads.id });
    if (!inserted) throw new Error('uploads insert returned nothing');
    await writeAudit(tx, {
      operatorId: ctx.operatorId,
      action: 'upload.create',
      targetType: 'upload',
      targetId: row.url,
      payload: { ...payload, uploadId: inserted.id },
      ip: ctx.ip,
    });
    return inserted.id;
  });
}

/** How many files the operator uploaded in the last `hours` hours (from the audit log). */
export async function recentUploads(db: Db, operatorId: number, hours: number): Promise<number> {
  const since = new Date(Date.now() - hours * 3_600_000);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.operatorId, operatorId),
        eq(auditLog.action, 'upload.create'),
        gt(auditLog.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}
