import type { Locale } from '@opsdeck/shared/i18n';
import { NOTICE_CODES, type NoticeLine, type NoticeParams, noticeTexts } from '@opsdeck/shared/i18n/notices';
import { and, eq, ne } from 'drizzle-orm';
import { messages, operatorNames, operators } from '../../db/schema/index.js';
import type { Tx } from '../../db/tx.js';
import { switchOn } from '../automation/switches.js';

/** A notice's row: its text code and values, and its own columns in en-US (the texts without a reader). */
function noticeRow(code: string, params: NoticeParams) {
  const texts = noticeTexts(code, params, 'en-US');
  if (!texts) throw new Error(`not a notice code: ${code}`);
  return { ...texts, textCode: code, textParams: params as unknown as Record<string, unknown> };
}

/** The rows of a todo for `admins` (the seed writes its pending request's with it too). */
export function todoRows(
  admins: readonly { id: number }[],
  a: { id: number; kind: string; summary: NoticeLine },
  extra: { createdAt?: Date } = {},
) {
  const row = noticeRow(NOTICE_CODES.todo, { id: a.id, kind: a.kind, summary: a.summary });
  return admins.map((op) => ({ operatorId: op.id, type: 'todo' as const, messageType: 0, ...row, ...extra }));
}

/** A todo for every active admin but the requester (automation switch `approvalTodos`). */
export async function notifyAdmins(
  tx: Tx,
  a: { id: number; kind: string; requesterId: number; summary: NoticeLine },
) {
  if (!(await switchOn(tx, 'approvalTodos'))) return;
  const admins = await tx
    .select({ id: operators.id })
    .from(operators)
    .where(and(eq(operators.role, 'admin'), eq(operators.status, 'active'), ne(operators.id, a.requesterId)));
  if (admins.length === 0) return;
  await tx.insert(messages).values(todoRows(admins, a));
}

/** An operator's name in every language (operator_names), else the one stored with it. */
async function namesOf(tx: Tx, operatorId: number): Promise<Partial<Record<Locale, string>> | string> {
  const rows = await tx
    .select({ locale: operatorNames.locale, name: operatorNames.name })
    .from(operatorNames)
    .where(eq(operatorNames.operatorId, operatorId));
  if (rows.length > 0) return Object.fromEntries(rows.map((r) => [r.locale, r.name]));
  const [own] = await tx.select({ name: operators.name }).from(operators).where(eq(operators.id, operatorId));
  return own?.name ?? '';
}

/** A notice to the requester when decided (automation switch `decisionNotices`). */
export async function notifyRequester(
  tx: Tx,
  a: {
    id: number;
    kind: string;
    requesterId: number;
    approved: boolean;
    byId: number;
    reason?: string | null;
  },
) {
  if (!(await switchOn(tx, 'decisionNotices'))) return;
  const code = a.approved ? NOTICE_CODES.approved : NOTICE_CODES.rejected;
  await tx.insert(messages).values({
    operatorId: a.requesterId,
    type: 'notice',
    messageType: a.approved ? 3 : 1,
    ...noticeRow(code, { id: a.id, kind: a.kind, by: await namesOf(tx, a.byId), reason: a.reason ?? null }),
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
    messageType: 2,
    ...noticeRow(NOTICE_CODES.expired, { id: a.id, kind: a.kind, hours: a.ttlHours }),
  });
}
