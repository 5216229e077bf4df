import type { MemberLookupResult } from '@opsdeck/shared/schemas';
import type { Db } from '../../db/client.js';
import { num, rawRows } from '../../db/raw.js';

/**
 * POST /admin/members/lookup: many member references in ONE statement (the CLI batch resolves a
 * whole file with it), by the rule of GET /admin/members/{id}: 8 digits a member ID, 11 digits a
 * phone, any other number the internal id (an 8- or 11-digit reference that matches no member ID
 * or phone falls back to the internal id).
 */
export async function lookupMembers(db: Db, refs: readonly string[]): Promise<MemberLookupResult> {
  const unique = [...new Set(refs)];
  const rows = await rawRows<{ ref: string; id: unknown; visible_id: string }>(
    db,
    `WITH r AS (SELECT DISTINCT unnest(string_to_array($1::text, ',')) AS ref)
    SELECT r.ref, m.id, m.visible_id FROM r
    CROSS JOIN LATERAL (
      SELECT id, visible_id FROM (
        SELECT id, visible_id, 1 AS rank FROM members WHERE length(r.ref) = 8 AND visible_id = r.ref
        UNION ALL SELECT id, visible_id, 1 FROM members WHERE length(r.ref) = 11 AND phone = r.ref
        UNION ALL SELECT id, visible_id, 2 FROM members
          WHERE length(r.ref) <= 10 AND r.ref::bigint BETWEEN 1 AND 2147483647 AND id = r.ref::int
      ) c ORDER BY rank LIMIT 1) m`,
    [unique.join(',')],
  );
  const found = rows.map((r) => ({ ref: r.ref, id: num(r.id), visibleId: r.visible_id }));
  const hit = new Set(found.map((f) => f.ref));
  return { found, missing: unique.filter((r) => !hit.has(r)) };
}
