import { DEFAULT_APPROVAL_THRESHOLDS, MONEY_LIMIT_BOUNDS } from '@opsdeck/shared/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/src/app.js';
import type { Database } from '../../server/src/db/client.js';
import { queryRows } from '../../server/src/db/sql.js';
import { THRESHOLDS_KEY } from '../../server/src/modules/approvals/thresholds.js';
import { writeSetting } from '../../server/src/modules/settings/store.js';
import { injectAdminToken } from './inject-sign-in.js';

/**
 * The server in process (Fastify inject) for the re-issue benches, and `reissue()`: one re-issue as
 * the demo administrator to the next of up to 200 active members with no approval request (the
 * seed's held requests count in their member's rolling window, so a re-issue to such a member would
 * be held, 202, rather than issued), each with an idempotency key of its own (`bench` names it).
 * With `vip`, the operator's daily VIP-day limit is raised to its highest, so that no VIP re-issue
 * waits for approval (the gate still reads it per call).
 */
export async function openReissueApp(
  database: Database,
  vip: boolean,
  bench: string,
): Promise<{ app: FastifyInstance; reissue: () => Promise<void> }> {
  const { db } = database;
  const app = await buildApp({ database, webRoot: null, env: { RATE_LIMIT_PER_MINUTE: 100_000_000 } });
  await app.ready();
  if (vip)
    await writeSetting(
      db,
      THRESHOLDS_KEY,
      { ...DEFAULT_APPROVAL_THRESHOLDS, operatorVipDays: MONEY_LIMIT_BOUNDS.operatorVipDays.max },
      null,
    );
  const token = await injectAdminToken(app);
  const members = (
    await queryRows<{ id: number }>(
      db,
      sql`SELECT id FROM members m WHERE status = 'active'
        AND NOT EXISTS (SELECT 1 FROM approvals a WHERE a.member_id = m.id) ORDER BY id LIMIT 200`,
    )
  ).map((m) => Number(m.id));
  let seq = 0;
  /** One re-issue (a coin, or a VIP day) to the next member in turn, with a key of its own. */
  async function reissue(): Promise<void> {
    seq += 1;
    const res = await app.inject({
      method: 'POST',
      url: vip ? '/api/admin/member/patch-vip' : '/api/admin/member/patch-coin',
      headers: {
        authorization: `Bearer ${token}`,
        'idempotency-key': `${bench}-${process.pid}-${Date.now()}-${seq}`,
      },
      payload: {
        memberId: members[seq % members.length],
        ...(vip ? { days: 1 } : { coins: 1 }),
        reason: `${bench} bench`,
      },
    });
    if (res.statusCode !== 200) throw new Error(`re-issue: ${res.statusCode} ${res.body.slice(0, 200)}`);
  }
  return { app, reissue };
}
