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
 * Takes the next order number of `kind` for the business day of `at`. The counter row stays locked
 * until the transaction ends, so numbers are unique and gap-free per committed order.
 */
export async function nextOrderNo(tx: Tx, kind: OrderKind, at: Date): Promise<string> {
  const day = businessDay(at);
  const prefix = ORDER_NO_PREFIX[kind];
  const rows = await queryRows<{ last_value: number }>(
    tx,
    sql`
    INSERT INTO order_sequences (prefix, day, last_value) VALUES (${prefix}, ${day}::date, 1)
    ON CONFLICT (prefix, day) DO UPDATE SET last_value = order_sequences.last_value + 1
    RETURNING last_value`,
  );
  const seq = Number(rows[0]?.last_value);
  if (!Number.isSafeInteger(seq)) throw new Error('order_sequences returned no value');
  return formatOrderNo(kind, day, seq);
}
