import type { UploadResult } from '@opsdeck/shared/schemas';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';
import { writeAudit } from '../audit/service.js';
import type { ContentCtx } from '../content/context.js';

/** The audit row of an upload (the file is the target). */
export async function auditUpload(db: Db, ctx: ContentCtx, result: UploadResult): Promise<void> {
  await writeAudit(db, {
    operatorId: ctx.operatorId,
    action: 'upload.create',
    targetType: 'upload',
    targetId: result.url,
    payload: { ...result },
    ip: ctx.ip,
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
