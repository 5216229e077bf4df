import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/sql.js';

/** Row counts of the tables a money write touches (tests compare them before and after a call). */
export interface MoneyRowCounts {
  orders: number;
  coinLedger: number;
  pointLedger: number;
  vipGrants: number;
  auditLog: number;
}

/** Counts the rows of every money table. */
export async function moneyRowCounts(db: Db): Promise<MoneyRowCounts> {
  const [row] = await queryRows<Record<keyof MoneyRowCounts, number | string>>(
    db,
    sql`SELECT (SELECT count(*) FROM orders) AS "orders", (SELECT count(*) FROM coin_ledger) AS "coinLedger",
      (SELECT count(*) FROM point_ledger) AS "pointLedger", (SELECT count(*) FROM vip_grants) AS "vipGrants",
      (SELECT count(*) FROM audit_log) AS "auditLog"`,
  );
  return {
    orders: Number(row?.orders),
    coinLedger: Number(row?.coinLedger),
    pointLedger: Number(row?.pointLedger),
    vipGrants: Number(row?.vipGrants),
    auditLog: Number(row?.auditLog),
  };
}
