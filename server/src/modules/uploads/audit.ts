import type { UploadResult } from '@opsdeck/shared/schemas';
import type { Db } from '../../db/client.js';
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
