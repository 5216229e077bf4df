import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/business.js';
import type { Tx } from '../../db/tx.js';
import { requestContext } from '../../http/request-context.js';

/** One audit_log row: who did what to which target, with the details in `payload`. */
export interface AuditEntry {
  operatorId: number | null;
  /** Dotted verb, e.g. 'member.reissueCoins'. */
  action: string;
  targetType: string;
  targetId: string;
  payload: Record<string, unknown>;
  status?: 'ok' | 'failed';
  ip: string;
}

/**
 * Writes an audit row; call it with the transaction of the change it records. A change made with
 * an API token is recorded with the token's id and name (from the request's context).
 */
export async function writeAudit(db: Db | Tx, entry: AuditEntry): Promise<number> {
  const token = requestContext()?.apiToken ?? null;
  const [row] = await db
    .insert(auditLog)
    .values({
      operatorId: entry.operatorId,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      payload: entry.payload,
      status: entry.status ?? 'ok',
      ip: entry.ip,
      ...(token ? { apiTokenId: token.id, apiTokenName: token.name } : {}),
    })
    .returning({ id: auditLog.id });
  if (!row) throw new Error('audit_log insert returned nothing');
  return row.id;
}
