import { DEFAULT_APPROVAL_THRESHOLDS } from '@opsdeck/shared/schemas';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { approvals, auditLog, members, messages, operators, settings } from '../db/schema/index.js';
import { todoRows } from '../modules/approvals/notify.js';
import { requestHash } from '../modules/members/reissue-common.js';
import type { SeedOptions } from './index.js';

/**
 * Seeds the stored settings (approval thresholds) and one pending coin re-issue asked by the user
 * operator, so that four eyes show on demo data: either admin may approve it.
 */
export async function seedApprovals(db: Db, opts: SeedOptions): Promise<void> {
  const now = opts.now ?? new Date();
  await db.insert(settings).values({ key: 'approval_thresholds', value: DEFAULT_APPROVAL_THRESHOLDS });
  const [user] = await db
    .select({ id: operators.id })
    .from(operators)
    .where(eq(operators.role, 'user'))
    .limit(1);
  const [member] = await db
    .select({
      id: members.id,
      coinBalance: members.coinBalance,
      visibleId: members.visibleId,
      nickname: members.nickname,
    })
    .from(members)
    .where(eq(members.status, 'active'))
    .orderBy(asc(members.id))
    .limit(1);
  if (!user || !member) return;
  const createdAt = new Date(now.getTime() - 45 * 60_000);
  const payload = { memberId: member.id, coins: 20_000, reason: '直播活动奖励补发 live event prize' };
  const [row] = await db
    .insert(approvals)
    .values({
      kind: 'patch_coins',
      requesterId: user.id,
      memberId: member.id,
      idempotencyKey: 'seed-approval-0001',
      requestHash: requestHash({ op: 'coins', body: payload }),
      payload,
      before: { coinBalance: member.coinBalance },
      createdAt,
      rule: 'amount',
      windowTotal: payload.coins,
    })
    .returning({ id: approvals.id });
  if (!row) return;
  await db.insert(auditLog).values({
    operatorId: user.id,
    action: 'approval.request',
    targetType: 'approval',
    targetId: String(row.id),
    payload: { kind: 'patch_coins', ...payload },
    createdAt,
  });
  const admins = await db
    .select({ id: operators.id })
    .from(operators)
    .where(and(eq(operators.role, 'admin'), eq(operators.status, 'active')));
  const summary = {
    key: 'reissue' as const,
    params: {
      member: member.visibleId,
      nickname: member.nickname,
      amount: 20_000,
      unit: 'coins',
      reason: payload.reason,
    },
  };
  await db
    .insert(messages)
    .values(todoRows(admins, { id: row.id, kind: 'patch_coins', summary }, { createdAt }));
}
