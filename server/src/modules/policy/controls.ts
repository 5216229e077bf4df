import type { Locale } from '@opsdeck/shared/i18n';
import type { ApprovalThresholds, MoneyControls, PendingPolicyChange } from '@opsdeck/shared/schemas';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { operatorNameIn } from '../../db/operator-names.js';
import { approvals, operators, settings } from '../../db/schema/index.js';
import { thresholdsEnabled } from '../approvals/switch.js';
import { readThresholds, THRESHOLDS_KEY } from '../approvals/thresholds.js';

/** What a `policy_change` request holds (its payload). */
export type PolicyPayload =
  | { target: 'limits'; changes: Partial<ApprovalThresholds> }
  | { target: 'switch'; id: 'approvalThresholds' | 'approverTotp'; enabled: boolean };

async function pendingChanges(db: Db, locale: Locale): Promise<PendingPolicyChange[]> {
  const rows = await db
    .select({
      id: approvals.id,
      payload: approvals.payload,
      at: approvals.createdAt,
      by: operatorNameIn(locale),
    })
    .from(approvals)
    .innerJoin(operators, eq(operators.id, approvals.requesterId))
    .where(and(eq(approvals.kind, 'policy_change'), eq(approvals.status, 'pending')))
    .orderBy(desc(approvals.id))
    .limit(50);
  return rows.map((r): PendingPolicyChange => {
    const p = r.payload as unknown as PolicyPayload;
    const changes: Record<string, number | boolean> =
      p.target === 'limits'
        ? Object.fromEntries(
            Object.entries(p.changes).filter((e): e is [string, number] => e[1] !== undefined),
          )
        : { [p.id]: p.enabled };
    return {
      approvalId: r.id,
      requester: r.by,
      createdAt: r.at.toISOString(),
      target: p.target,
      changes,
    };
  });
}

/** GET /admin/money-controls: the limits and the four-eyes switch in effect, and changes waiting. */
export async function readControls(db: Db, locale: Locale): Promise<MoneyControls> {
  const [stamp] = await db
    .select({ at: settings.updatedAt, by: sql<string | null>`${operatorNameIn(locale)}` })
    .from(settings)
    .leftJoin(operators, eq(operators.id, settings.updatedBy))
    .where(eq(settings.key, THRESHOLDS_KEY));
  return {
    enabled: await thresholdsEnabled(db),
    limits: await readThresholds(db),
    updatedAt: stamp?.at.toISOString() ?? null,
    updatedBy: stamp?.by ?? null,
    pending: await pendingChanges(db, locale),
  };
}
