import { and, eq, ne } from 'drizzle-orm';
import { messages, operators } from '../../db/schema/index.js';
import type { Tx } from '../../db/tx.js';
import { switchOn } from '../automation/switches.js';

/** Message-box texts are stored as written (both languages in one line, like the seeded ones). */
const KIND_TEXT: Record<string, string> = {
  patch_coins: '补发福币 coin re-issue',
  patch_vip: '补发 VIP VIP re-issue',
  media_params: '媒体编码参数 media encoding parameters',
  policy_change: '资金管控策略 money policy change',
  reissue_job: '补发任务 re-issue job',
};

/** A todo for every active admin but the requester (automation switch `approvalTodos`). */
export async function notifyAdmins(
  tx: Tx,
  a: { id: number; kind: string; requesterId: number; summary: string },
) {
  if (!(await switchOn(tx, 'approvalTodos'))) return;
  const admins = await tx
    .select({ id: operators.id })
    .from(operators)
    .where(and(eq(operators.role, 'admin'), eq(operators.status, 'active'), ne(operators.id, a.requesterId)));
  if (admins.length === 0) return;
  await tx.insert(messages).values(
    admins.map((op) => ({
      operatorId: op.id,
      type: 'todo' as const,
      title: `待审批 Approval #${a.id}`,
      subTitle: KIND_TEXT[a.kind] ?? a.kind,
      content: a.summary,
      messageType: 0,
    })),
  );
}

/** A notice to the requester when decided (automation switch `decisionNotices`). */
export async function notifyRequester(
  tx: Tx,
  a: { id: number; kind: string; requesterId: number; approved: boolean; by: string; reason?: string | null },
) {
  if (!(await switchOn(tx, 'decisionNotices'))) return;
  const verdict = a.approved ? '已通过 approved' : '已驳回 rejected';
  await tx.insert(messages).values({
    operatorId: a.requesterId,
    type: 'notice',
    title: `审批 Approval #${a.id} ${verdict}`,
    subTitle: KIND_TEXT[a.kind] ?? a.kind,
    content: `${a.by}${a.reason ? ` · ${a.reason}` : ''}`,
    messageType: a.approved ? 3 : 1,
  });
}

/**
 * A notice to the requester that the request expired undecided (always sent: nothing happened, and
 * the requester must know to ask again).
 */
export async function notifyExpired(
  tx: Tx,
  a: { id: number; kind: string; requesterId: number; ttlHours: number },
) {
  await tx.insert(messages).values({
    operatorId: a.requesterId,
    type: 'notice',
    title: `审批 Approval #${a.id} 已过期 expired`,
    subTitle: KIND_TEXT[a.kind] ?? a.kind,
    content: `${a.ttlHours} 小时内无人审批，未执行；如仍需要请重新提交 · Not decided within ${a.ttlHours} hours, nothing was executed; send it again if it is still needed`,
    messageType: 2,
  });
}
