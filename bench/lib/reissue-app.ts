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
 * The server in process (Fastify inject) for the re-issue benches, the demo administrator's token
 * and up to 200 active members with no approval request (the seed's held requests count in their
 * member's rolling window, so a re-issue to such a member would be held, 202, rather than issued).
 * With `vip`, the operator's daily VIP-day limit is raised to its highest, so that no VIP re-issue
 * waits for approval (the gate still reads it per call).
 */
export async function openReissueApp(
  database: Database,
  vip: boolean,
): Promise<{ app: FastifyInstance; token: string; members: number[] }> {
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
  return { app, token, members };
}
