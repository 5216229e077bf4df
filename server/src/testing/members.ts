import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { queryRows } from '../db/sql.js';

/**
 * The first active member of the seed no pending approval waits on, so a re-issue to them is not
 * held behind one: the id and the coin balance.
 */
export async function unheldMember(db: Db): Promise<{ id: number; coinBalance: number }> {
  const [m] = await queryRows<{ id: number; coin_balance: string }>(
    db,
    sql`SELECT id, coin_balance FROM members WHERE status = 'active' AND NOT EXISTS (SELECT 1 FROM approvals a WHERE a.member_id = members.id AND a.status = 'pending') ORDER BY id LIMIT 1`,
  );
  if (!m) throw new Error('the seed has no active member without a pending approval');
  return { id: Number(m.id), coinBalance: Number(m.coin_balance) };
}

/** The active member at `offset` in id order: the id and the coin balance. */
export async function activeMember(db: Db, offset = 0): Promise<{ id: number; balance: number }> {
  const [m] = await queryRows<{ id: number; coin_balance: string }>(
    db,
    sql`SELECT id, coin_balance FROM members WHERE status = 'active' ORDER BY id OFFSET ${offset} LIMIT 1`,
  );
  if (!m) throw new Error('no active member');
  return { id: Number(m.id), balance: Number(m.coin_balance) };
}

/** A member's coin balance now. */
export async function coinBalance(db: Db, id: number): Promise<number> {
  const [m] = await queryRows<{ b: string }>(db, sql`SELECT coin_balance AS b FROM members WHERE id = ${id}`);
  return Number(m?.b);
}

/** POST /api/admin/member/patch-coin as `token` under Idempotency-Key `key`: the raw answer. */
export function patchCoins(app: FastifyInstance, token: string, body: object, key: string) {
  return app.inject({
    method: 'POST',
    url: '/api/admin/member/patch-coin',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
    payload: body,
  });
}
