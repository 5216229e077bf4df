import type { ReissuePending } from '@opsdeck/shared/schemas';
import type { Db } from '../../db/client.js';
import type { Tx } from '../../db/tx.js';
import { HttpError } from '../../errors.js';
import type { LockedMember } from '../ledger/service.js';
import {
  conflict,
  earlier,
  insertPatchOrder,
  issueOnce,
  type KeyedOrder,
  type LockedWithKey,
  lockMemberWithKey,
  type PatchOrder,
  type ReissueContext,
  readMember,
  refuseBanned,
} from './reissue-common.js';

/** What differs between the coin and the VIP re-issue; the flow around it is the same. */
export interface ReissueSpec<R> {
  memberId: number;
  dryRun: boolean;
  /** sha256 of the canonical request: the same key with another body is 409. */
  hash: string;
  /** The patch order's own columns. */
  order: Pick<PatchOrder, 'productCode' | 'coins' | 'vipDays' | 'reason'>;
  /** The stored result of the earlier re-issue with this key. */
  replay: (db: Db | Tx, order: KeyedOrder) => Promise<R>;
  /** A dry run's would-be result for an active member. */
  preview: (member: LockedMember, now: Date) => R;
  /** The ledger change (coins or VIP grant, with its audit row) inside the re-issue transaction. */
  apply: (
    tx: Tx,
    member: LockedMember,
    order: { id: number; orderNo: string; createdAt: Date },
    now: Date,
  ) => Promise<R>;
}

/**
 * The money controls' hook (approvals/reissue-gate.ts): called inside the re-issue transaction once
 * the member is locked and found active; a pending answer holds the re-issue (nothing is issued)
 * and the transaction commits the request instead.
 */
export type ReissueGate = (tx: Tx, member: LockedMember, now: Date) => Promise<ReissuePending | undefined>;

/**
 * A re-issue (docs/domain.md money rules): a dry run replays an earlier identical call or previews
 * without writing; otherwise one transaction locks the member and finds any earlier order with the
 * key in one statement, answers 409 for the same key with another body, replays the same body,
 * refuses an unknown (404) or banned (422) member, then writes the patch order and the ledger change
 * with its audit row. A concurrent same-key call that loses the race replays the winner's result.
 */
export function reissue<R>(db: Db, ctx: ReissueContext, spec: ReissueSpec<R>): Promise<R>;
export function reissue<R>(
  db: Db,
  ctx: ReissueContext,
  spec: ReissueSpec<R>,
  gate: ReissueGate | undefined,
): Promise<R | ReissuePending>;
export async function reissue<R>(
  db: Db,
  ctx: ReissueContext,
  spec: ReissueSpec<R>,
  gate?: ReissueGate,
): Promise<R | ReissuePending> {
  const { hash, replay } = spec;
  if (spec.dryRun) {
    const done = await earlier(db, ctx.idempotencyKey, hash, (o) => replay(db, o));
    if (done) return done;
    const member = await readMember(db, spec.memberId);
    refuseBanned(member);
    return spec.preview(member, new Date());
  }
  const key = ctx.idempotencyKey;
  if (!key) throw new Error('a re-issue needs an idempotency key');
  return issueOnce<R | ReissuePending>(db, key, hash, replay, (tx) => reissueInTx(tx, key, spec, ctx, gate));
}

/**
 * The re-issue's writes inside the caller's transaction `tx`: locks the member and finds any earlier
 * order with the key in one statement, answers 409 for the same key with another body, replays the
 * same body, refuses an unknown (404) or banned (422) member before writing anything, asks the gate
 * (when given), then writes the patch order and the ledger change with its audit row. Re-issue jobs
 * run their rows through this, a batch of rows per transaction, without a gate (the job as a whole
 * was approved); a refusal throws before any statement fails, so the transaction stays usable.
 * `found` is the member and key as this transaction already locked and looked them up (a job's
 * batch does it for all its rows in one statement, `lockMembersWithKeys`).
 */
export function reissueInTx<R>(
  tx: Tx,
  key: string,
  spec: ReissueSpec<R>,
  ctx: ReissueContext,
  gate?: undefined,
  found?: LockedWithKey,
): Promise<R>;
export function reissueInTx<R>(
  tx: Tx,
  key: string,
  spec: ReissueSpec<R>,
  ctx: ReissueContext,
  gate: ReissueGate | undefined,
): Promise<R | ReissuePending>;
export async function reissueInTx<R>(
  tx: Tx,
  key: string,
  spec: ReissueSpec<R>,
  ctx: ReissueContext,
  gate?: ReissueGate,
  found?: LockedWithKey,
): Promise<R | ReissuePending> {
  const { hash, replay } = spec;
  const { member, keyed } = found ?? (await lockMemberWithKey(tx, spec.memberId, key));
  if (keyed) {
    if (keyed.requestHash !== hash) throw conflict(key);
    return replay(tx, keyed);
  }
  if (!member) throw new HttpError(404, 'money.errors.memberNotFound', { id: spec.memberId });
  refuseBanned(member);
  const now = new Date();
  const held = gate ? await gate(tx, member, now) : undefined;
  if (held) return held;
  const order = await insertPatchOrder(tx, {
    ...spec.order,
    memberId: member.id,
    operatorId: ctx.operatorId,
    idempotencyKey: key,
    requestHash: hash,
    at: now,
  });
  return spec.apply(tx, member, order, now);
}
