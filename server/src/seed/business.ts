import { asc, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { operators } from '../db/schema/index.js';
import { queryRows } from '../db/sql.js';
import { bulkLoad } from './bulk-load.js';
import { CHECKIN_RULES, INVITE_REWARD } from './business-data.js';
import { insertRows } from './business-insert.js';
import { planMembers } from './business-members.js';
import {
  emptyRows,
  memberTimeline,
  planOrders,
  type SeedIds,
  type TimelineContext,
} from './business-timeline.js';
import type { SeedOptions } from './index.js';

/** docs/domain.md demo size. */
export const DEMO_MEMBERS = 2000;
export const DEMO_ORDERS = 20_000;

/** The seed options, plus a progress callback for long runs (the bench prints it). */
export interface BusinessSeedOptions extends SeedOptions {
  onProgress?: (membersDone: number, members: number) => void;
  /**
   * 'rebuild' (the default): the bulk load, rollup triggers off and one rebuild at the end.
   * 'triggers': every batch goes through the rollup triggers like an ordinary write (slow at size;
   * the reference the bulk load is tested against).
   */
  rollups?: 'rebuild' | 'triggers';
  /** Members simulated and inserted per batch (default CHUNK). */
  batch?: number;
}

/** The tables the business seed fills (bulk loaded: see bulk-load.ts). */
export const SEEDED_TABLES = [
  'members',
  'orders',
  'coin_ledger',
  'point_ledger',
  'vip_grants',
  'unlocks',
  'checkin_records',
  'invites',
  'audit_log',
];

/** Members simulated and inserted per round (bounds memory at large sizes). */
const CHUNK = 2000;

/**
 * Seeds the money area: members, orders of every kind and status, coin and point ledgers with
 * running balances, VIP grants, unlocks, sign-ins (with checkin_rules day 1..7), invites, and the
 * audit rows of seeded re-issues. Deterministic: a fixed random seed, and every time relative to
 * `opts.now` (default: the moment the seed runs, so VIP states and "last 30 days" look live; pass
 * `now` for byte-identical data). Consistent: each member's cached balances and VIP expiry are the
 * results of simulating that member's ledger in time order.
 */
export async function seedBusiness(db: Db, opts: BusinessSeedOptions): Promise<void> {
  const memberCount = Math.max(1, opts.members ?? DEMO_MEMBERS);
  const orderCount = Math.max(0, opts.orders ?? DEMO_ORDERS);
  const now = opts.now ?? new Date();
  const operatorIds = (await db.select({ id: operators.id }).from(operators).orderBy(asc(operators.id))).map(
    (o) => o.id,
  );
  if (operatorIds.length === 0)
    throw new Error('seedBusiness needs the operators of seedCore (re-issues name one)');

  await db.execute(sql`INSERT INTO checkin_rules (day, reward_points, reward_coins, updated_at)
    SELECT r.day, r.points, r.coins, ${now.toISOString()}::timestamptz
    FROM unnest(${`{${CHECKIN_RULES.map((r) => r.day).join(',')}}`}::int[],
      ${`{${CHECKIN_RULES.map((r) => r.rewardPoints).join(',')}}`}::int[],
      ${`{${CHECKIN_RULES.map((r) => r.rewardCoins).join(',')}}`}::int[]) AS r(day, points, coins)`);

  const [version] = await queryRows<{ v: string }>(db, sql`SELECT version() AS v`);
  const pglite = /PGlite/.test(version?.v ?? '');
  const plan = planMembers(memberCount, orderCount, now);
  const big = memberCount > 20_000;
  const ids: SeedIds = { coin: 1, point: 1, grant: 1, unlock: 1, checkin: 1 };
  const drawn = {
    plan,
    now: now.getTime(),
    operatorIds,
    unlockRatio: big ? 0.5 : 1.5,
    checkinDays: big ? 14 : 90,
  };
  // every order's id and number first, in time order across members
  const ctx: TimelineContext = { ...drawn, ids, orders: planOrders(drawn) };
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  const load = async () => {
    const chunk = opts.batch ?? CHUNK;
    for (let start = 0; start < memberCount; start += chunk) {
      const out = emptyRows();
      const end = Math.min(memberCount, start + chunk);
      for (let i = start; i < end; i++) memberTimeline(i, ctx, out);
      const invites = plan.invites
        .filter((v) => v.inviteeId > start && v.inviteeId <= end)
        .map((v) => [
          v.id,
          v.inviterId,
          v.inviteeId,
          v.status,
          v.status === 'rewarded' ? INVITE_REWARD.points : 0,
          v.status === 'rewarded' ? INVITE_REWARD.coins : 0,
          iso(v.at),
          iso(v.rewardedAt),
        ]);
      await insertRows(db, 'members', out.members);
      await insertRows(db, 'orders', out.orders);
      await insertRows(db, 'vip_grants', out.grants);
      await insertRows(db, 'unlocks', out.unlocks);
      await insertRows(db, 'checkin_records', out.checkins);
      await insertRows(db, 'invites', invites);
      await insertRows(db, 'coin_ledger', out.coin);
      await insertRows(db, 'point_ledger', out.point);
      await insertRows(db, 'audit_log', out.audit);
      opts.onProgress?.(end, memberCount);
      // PGlite has no background checkpointer: without this a big seed's one transaction keeps every WAL segment
      if (pglite && (end / chunk) % 10 === 0) await db.execute(sql`CHECKPOINT`);
    }
  };
  if (opts.rollups === 'triggers') await load();
  else await bulkLoad(db, SEEDED_TABLES, load);

  const seqs = [...ctx.orders.last].map(([key, value]) => {
    const [kind, day] = key.split('|') as [string, string];
    return [kind, day, value] as const;
  });
  if (seqs.length > 0) {
    const prefix = { vip: 'VIP', iap: 'IAP', pay: 'PAY', exchange: 'EXC', patch: 'PAT' } as Record<
      string,
      string
    >;
    await db.execute(sql`INSERT INTO order_sequences (prefix, day, last_value)
      SELECT * FROM unnest(${`{${seqs.map((s) => prefix[s[0]]).join(',')}}`}::text[],
        ${`{${seqs.map((s) => s[1]).join(',')}}`}::date[], ${`{${seqs.map((s) => s[2]).join(',')}}`}::int[])`);
  }
  // identities continue after the explicit ids
  for (const table of SEEDED_TABLES.filter((t) => t !== 'audit_log')) {
    await db.execute(
      sql.raw(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), coalesce((SELECT max(id) FROM ${table}), 0) + 1, false)`,
      ),
    );
  }
  await db.execute(
    sql.raw(
      'ANALYZE members, orders, coin_ledger, point_ledger, vip_grants, unlocks, checkin_records, invites',
    ),
  );
}
