import { changesLine } from '@opsdeck/shared/i18n/notices';
import {
  type ApprovalThresholds,
  type AutomationId,
  changedFields,
  type MoneyLimitsChange,
  type PolicyChangeAnswer,
  weakenedFields,
} from '@opsdeck/shared/schemas';
import type { Db } from '../../db/client.js';
import type { ApprovalDbRow } from '../../db/schema/index.js';
import type { Tx } from '../../db/tx.js';
import { HttpError } from '../../errors.js';
import type { Actor } from '../../http/actor.js';
import { createRequest } from '../approvals/request.js';
import { readThresholds, THRESHOLDS_KEY } from '../approvals/thresholds.js';
import { writeAudit } from '../audit/service.js';
import { setSwitch, switchOn } from '../automation/switches.js';
import { writeSetting } from '../settings/store.js';
import { type PolicyPayload, readControls } from './controls.js';

/** A change's answer and its HTTP status (200 applied, 202 waiting for a second admin). */
export interface PolicyOutcome {
  code: 200 | 202;
  answer: PolicyChangeAnswer;
}

/** Stores new limits with their audit row (one transaction: the caller's). */
async function writeLimits(
  tx: Tx,
  next: ApprovalThresholds,
  before: Partial<ApprovalThresholds>,
  who: Actor & { approvalId?: number },
) {
  await writeSetting(tx, THRESHOLDS_KEY, next, who.operatorId);
  const after = Object.fromEntries(Object.keys(before).map((k) => [k, next[k as keyof ApprovalThresholds]]));
  await writeAudit(tx, {
    operatorId: who.operatorId,
    action: 'policy.set',
    targetType: 'setting',
    targetId: THRESHOLDS_KEY,
    payload: { before, after, ...(who.approvalId ? { approvalId: who.approvalId } : {}) },
    ip: who.ip,
  });
}

const pick = (limits: ApprovalThresholds, fields: readonly (keyof ApprovalThresholds)[]) =>
  Object.fromEntries(fields.map((f) => [f, limits[f]])) as Partial<ApprovalThresholds>;

/**
 * Stores a weakening as a `policy_change` request for a second admin: 202, with what it weakens
 * and the controls as they stay until it is approved. The admins' todo lists each changed limit or
 * switch, read in each reader's language.
 */
async function requestChange(
  db: Db,
  who: Actor,
  payload: PolicyPayload,
  before: Record<string, unknown>,
  weakened: PolicyChangeAnswer['weakened'],
): Promise<PolicyOutcome> {
  const asked = payload as unknown as Record<string, unknown>;
  const { row } = await createRequest(db, {
    kind: 'policy_change',
    requesterId: who.operatorId,
    ip: who.ip,
    memberId: null,
    key: null,
    hash: null,
    payload: asked,
    before,
    summary: changesLine({ kind: 'policy_change', payload: asked, before }),
    rule: 'policy_change',
  });
  return {
    code: 202,
    answer: {
      status: 'pending',
      approvalId: row.id,
      weakened,
      controls: await readControls(db, who.locale ?? 'en-US'),
    },
  };
}

/**
 * PUT /admin/money-controls: a change that only tightens (lower amounts, longer windows) applies at
 * once (200); a change with any field that weakens is stored as a `policy_change` request and applies
 * only when another admin approves it (202, nothing changed). A change equal to what is in effect
 * is refused (400).
 */
export async function changeLimits(db: Db, change: MoneyLimitsChange, who: Actor): Promise<PolicyOutcome> {
  const current = await readThresholds(db);
  const fields = changedFields(current, change);
  if (fields.length === 0) throw new HttpError(400, 'policy.errors.noChange');
  const changes = pick({ ...current, ...change } as ApprovalThresholds, fields);
  const before = pick(current, fields);
  const weakened = weakenedFields(current, changes);
  if (weakened.length === 0) {
    await db.transaction(async (tx) => {
      // Read again inside the transaction: a concurrent approved change is kept, only ours is set.
      const now = await readThresholds(tx);
      await writeLimits(tx, { ...now, ...changes }, pick(now, fields), who);
    });
    return {
      code: 200,
      answer: {
        status: 'applied',
        approvalId: null,
        weakened,
        controls: await readControls(db, who.locale ?? 'en-US'),
      },
    };
  }
  return requestChange(db, who, { target: 'limits', changes }, before, weakened);
}

/**
 * The switches that are money controls: turning one off weakens it (four eyes on re-issues; TOTP
 * for every approver).
 */
const MONEY_SWITCHES = ['approvalThresholds', 'approverTotp'] as const;
type MoneySwitch = (typeof MONEY_SWITCHES)[number];
const isMoneySwitch = (id: AutomationId): id is MoneySwitch =>
  (MONEY_SWITCHES as readonly string[]).includes(id);

/**
 * PUT /admin/automation/{id} for a money control's switch: turning it off is a `policy_change`
 * request (202); turning it on applies at once. Undefined: not a weakening, the caller sets the
 * switch.
 */
export async function requestSwitchOff(
  db: Db,
  id: AutomationId,
  enabled: boolean,
  who: Actor,
): Promise<PolicyOutcome | undefined> {
  if (enabled || !isMoneySwitch(id) || !(await switchOn(db, id))) return undefined;
  return requestChange(db, who, { target: 'switch', id, enabled: false }, { enabled: true }, [id]);
}

/**
 * Applies an approved `policy_change` (the approval's executor), audited with the approval's id; the
 * requester is the change's author.
 */
export async function applyPolicyChange(
  db: Db,
  row: ApprovalDbRow,
  ip: string,
): Promise<Record<string, unknown>> {
  const p = row.payload as unknown as PolicyPayload;
  const who = { operatorId: row.requesterId, ip, approvalId: row.id };
  if (p.target === 'switch') {
    await setSwitch(db, p.id, p.enabled, who);
    return { applied: p.id, enabled: p.enabled };
  }
  const fields = Object.keys(p.changes) as (keyof ApprovalThresholds)[];
  await db.transaction(async (tx) => {
    const now = await readThresholds(tx);
    await writeLimits(tx, { ...now, ...p.changes }, pick(now, fields), who);
  });
  return { applied: THRESHOLDS_KEY, ...p.changes };
}
