import { changesLine } from '@opsdeck/shared/i18n/notices';
import {
  DEFAULT_MEDIA_PARAMS,
  type MediaParams,
  type MediaParamsChange,
  type MediaParamsState,
  mediaParamsSchema,
} from '@opsdeck/shared/schemas';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { approvals } from '../../db/schema/index.js';
import type { Tx } from '../../db/tx.js';
import { HttpError } from '../../errors.js';
import { createRequest } from '../approvals/request.js';
import { writeAudit } from '../audit/service.js';
import { readSetting, writeSetting } from '../settings/store.js';

export const MEDIA_PARAMS_KEY = 'media_params';

/** The encoding parameters in effect: what the upload pipeline encodes uploaded video with. */
export function readMediaParams(db: Db | Tx): Promise<MediaParams> {
  return readSetting(db, MEDIA_PARAMS_KEY, mediaParamsSchema, DEFAULT_MEDIA_PARAMS);
}

async function pendingChange(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ id: approvals.id })
    .from(approvals)
    .where(and(eq(approvals.kind, 'media_params'), eq(approvals.status, 'pending')))
    .orderBy(desc(approvals.id))
    .limit(1);
  return row?.id ?? null;
}

/** GET /admin/media-params. */
export async function mediaParamsState(db: Db): Promise<MediaParamsState> {
  return { current: await readMediaParams(db), pendingApprovalId: await pendingChange(db) };
}

/**
 * PUT /admin/media-params: a change is not applied but stored as an approval request (old and new
 * values); a change equal to what is in effect is refused (400).
 */
export async function requestMediaChange(
  db: Db,
  body: MediaParams,
  who: { operatorId: number; ip: string },
): Promise<MediaParamsChange> {
  const current = await readMediaParams(db);
  if (JSON.stringify(current) === JSON.stringify(body)) throw new HttpError(400, 'media.errors.noChange');
  const { row } = await createRequest(db, {
    kind: 'media_params',
    requesterId: who.operatorId,
    ip: who.ip,
    memberId: null,
    key: null,
    hash: null,
    payload: body as unknown as Record<string, unknown>,
    before: current as unknown as Record<string, unknown>,
    // the admins' todo lists each changed parameter, read in each reader's language
    summary: changesLine({
      kind: 'media_params',
      payload: body as unknown as Record<string, unknown>,
      before: current as unknown as Record<string, unknown>,
    }),
  });
  return { status: 'pending', approvalId: row.id };
}

/** Applies an approved change (the approval's executor): stores the new parameters, audited. */
export async function applyMediaParams(
  db: Db,
  params: Record<string, unknown>,
  who: { operatorId: number; ip: string; approvalId: number },
): Promise<Record<string, unknown>> {
  const next = mediaParamsSchema.parse(params);
  await db.transaction(async (tx) => {
    await writeSetting(tx, MEDIA_PARAMS_KEY, next, who.operatorId);
    await writeAudit(tx, {
      operatorId: who.operatorId,
      action: 'media.paramsChange',
      targetType: 'setting',
      targetId: MEDIA_PARAMS_KEY,
      payload: {
        approvalId: who.approvalId,
        frameRate: next.video.encoding.frameRate,
        rate: next.video.encoding.rate.default,
      },
      ip: who.ip,
    });
  });
  return { applied: MEDIA_PARAMS_KEY };
}
