import type { NoticeLine } from '@opsdeck/shared/i18n/notices';
import type { ApprovalKind, ApprovalRule, ReissuePending } from '@opsdeck/shared/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type ApprovalDbRow, approvals } from '../../db/schema/index.js';
import { isUniqueViolation, type Tx } from '../../db/tx.js';
import { writeAudit } from '../audit/service.js';
import { notifyAdmins } from './notify.js';

/** What a new request holds; `key` and `hash` tie a re-issue request to its Idempotency-Key. */
export interface NewRequest {
  kind: ApprovalKind;
  requesterId: number;
  ip: string;
  memberId: number | null;
  key: string | null;
  hash: string | null;
  payload: Record<string, unknown>;
  before: Record<string, unknown>;
  /** What the admins' todo says is asked (per language: shared/src/i18n/notices.ts). */
  summary: NoticeLine;
  /** Which rule required approval, and the window's total at request time (amount included). */
  rule?: ApprovalRule | null;
  windowTotal?: number | null;
}

export const approvalByKey = (db: Db | Tx, key: string) =>
  db
    .select()
    .from(approvals)
    .where(eq(approvals.idempotencyKey, key))
    .then((rows) => rows[0]);

/**
 * Inserts a request with its audit row and the admins' todos, inside the caller's transaction (a
 * held re-issue does this while it holds the member's lock, so the next re-issue counts it).
 */
export async function insertRequest(tx: Tx, req: NewRequest): Promise<ApprovalDbRow> {
  const [inserted] = await tx
    .insert(approvals)
    .values({
      kind: req.kind,
      requesterId: req.requesterId,
      memberId: req.memberId,
      idempotencyKey: req.key,
      requestHash: req.hash,
      payload: req.payload,
      before: req.before,
      rule: req.rule ?? null,
      windowTotal: req.windowTotal ?? null,
    })
    .returning();
  if (!inserted) throw new Error('approvals insert returned nothing');
  await writeAudit(tx, {
    operatorId: req.requesterId,
    action: 'approval.request',
    targetType: 'approval',
    targetId: String(inserted.id),
    payload: {
      kind: req.kind,
      memberId: req.memberId,
      ...(req.rule ? { rule: req.rule } : {}),
      ...(req.windowTotal != null ? { windowTotal: req.windowTotal } : {}),
      ...req.payload,
    },
    ip: req.ip,
  });
  await notifyAdmins(tx, {
    id: inserted.id,
    kind: req.kind,
    requesterId: req.requesterId,
    summary: req.summary,
  });
  return inserted;
}

/** True when `err` is a second request with an Idempotency-Key already taken by a request. */
export const isRequestKeyTaken = (err: unknown) => isUniqueViolation(err, 'approvals_idempotency_key');

/**
 * Stores a request in a transaction of its own. A concurrent request with the same key that
 * committed first wins: its row is answered instead (`replayed`).
 */
export async function createRequest(
  db: Db,
  req: NewRequest,
): Promise<{ row: ApprovalDbRow; replayed: boolean }> {
  try {
    const row = await db.transaction((tx) => insertRequest(tx, req));
    return { row, replayed: false };
  } catch (err) {
    if (!req.key || !isRequestKeyTaken(err)) throw err;
    const row = await approvalByKey(db, req.key);
    if (!row) throw err;
    return { row, replayed: true };
  }
}

/** What a held re-issue's answer reports beside the request: the limit, its window. */
export interface HeldBy {
  threshold: number;
  windowHours: number;
}

/** The 202 answer of a held re-issue. */
export function pendingAnswer(row: ApprovalDbRow, by: HeldBy, replayed: boolean): ReissuePending {
  const amount = Number(row.kind === 'patch_coins' ? row.payload.coins : row.payload.days);
  return {
    status: row.status,
    approvalId: row.id,
    kind: row.kind,
    memberId: row.memberId ?? 0,
    amount,
    threshold: by.threshold,
    rule: row.rule ?? 'amount',
    windowTotal: row.windowTotal ?? amount,
    windowHours: by.windowHours,
    replayed,
  };
}
