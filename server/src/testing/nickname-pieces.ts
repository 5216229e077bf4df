import { memberListQuerySchema } from '@opsdeck/shared/schemas';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/client.js';
import { queryRows } from '../db/sql.js';
import { listMembers } from '../modules/members/list-service.js';

/* The nickname pieces' tests' answers: a search by plain SQL, by the member list, and the pieces' drift. */

/** The plain LIKE / ILIKE answer of a search: ids in the list's order, and the count. */
export async function plainAnswer(db: Db, q: string, extra = sql``): Promise<{ ids: number[]; n: number }> {
  const op = sql.raw(q.toLowerCase() === q.toUpperCase() ? 'LIKE' : 'ILIKE');
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM members WHERE nickname ${op} ${pattern} ${extra} ORDER BY registered_at DESC, id DESC`,
  );
  return { ids: rows.slice(0, 100).map((r) => Number(r.id)), n: rows.length };
}

/** What the list answers for a search: the first 100 ids and the total (counted: a page of one). */
export async function listAnswer(
  db: Db,
  q: string,
  filters: Record<string, string> = {},
): Promise<{ ids: number[]; n: number }> {
  const page = await listMembers(db, memberListQuerySchema.parse({ q, pageSize: 100, ...filters }));
  const counted = await listMembers(db, memberListQuerySchema.parse({ q, pageSize: 1, ...filters }));
  expect(counted.list.map((m) => m.id)).toEqual(page.list.slice(0, 1).map((m) => m.id));
  expect(counted.total).toBe(page.total);
  return { ids: page.list.map((m) => m.id), n: counted.total };
}

/**
 * The pieces table against the pieces recomputed from every nickname now. Their VIP expiry is the one
 * noted in members.vip_filed_at when there is one (migration 103: always earlier than the member's
 * own), else the member's.
 */
export async function staleDifference(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: unknown }>(
    db,
    sql`SELECT count(*) AS n FROM (
      (SELECT piece, member_id, status, platform, channel, registered_at, vip_expires_at FROM member_nickname_pieces
        EXCEPT SELECT p, id, status, platform, channel, registered_at, coalesce(vip_filed_at, vip_expires_at)
          FROM members, opsdeck_nickname_pieces(nickname) p)
      UNION ALL
      (SELECT p, id, status, platform, channel, registered_at, coalesce(vip_filed_at, vip_expires_at)
          FROM members, opsdeck_nickname_pieces(nickname) p
        EXCEPT SELECT piece, member_id, status, platform, channel, registered_at, vip_expires_at
          FROM member_nickname_pieces)
      UNION ALL
      (SELECT NULL, id, NULL, NULL, NULL, NULL, NULL FROM members
        WHERE vip_filed_at IS NOT NULL AND NOT (vip_filed_at < vip_expires_at))) d`,
  );
  return Number(row?.n);
}
