import { ORDER_NO_PREFIX, type OrderKind } from '@opsdeck/shared/schemas';
import { sql } from 'drizzle-orm';
import { businessDay } from '../../db/business-day.js';
import { queryRows } from '../../db/sql.js';
import type { Tx } from '../../db/tx.js';

/** `VIP` + `20261121` + `000123`: an order number from its kind, business day and sequence. */
export function formatOrderNo(kind: OrderKind, day: string, seq: number): string {
  return `${ORDER_NO_PREFIX[kind]}${day.replaceAll('-', '')}${String(seq).padStart(6, '0')}`;
}

/**
 * Takes an order number of `kind` for the business day of `at`, from this database connection's
 * block of numbers (`opsdeck_next_order_seq`, migration 027): unique per prefix and day, without
 * holding the day's counter row until the transaction ends.
 */
export async function nextOrderNo(tx: Tx, kind: OrderKind, at: Date): Promise<string> {
  const day = businessDay(at);
  const rows = await queryRows<{ v: number }>(
    tx,
    sql`SELECT opsdeck_next_order_seq(${ORDER_NO_PREFIX[kind]}, ${day}::date) AS v`,
  );
  const seq = Number(rows[0]?.v);
  if (!Number.isSafeInteger(seq)) throw new Error('opsdeck_next_order_seq returned no value');
  return formatOrderNo(kind, day, seq);
}
