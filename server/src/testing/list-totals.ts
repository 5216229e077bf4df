import { EXACT_TOTAL_CAP } from '@opsdeck/shared/schemas';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/client.js';
import { queryRows } from '../db/sql.js';

/** `SELECT count(*) FROM <from>`: the rows a list should total (`from` is a table and its WHERE). */
export async function countRows(db: Db, from: string): Promise<number> {
  const [row] = await queryRows<{ n: string }>(db, sql.raw(`SELECT count(*) AS n FROM ${from}`));
  return Number(row?.n);
}

/** A list total: exact up to the cap, else a flagged estimate near the real count. */
export function expectTotal(page: { total: number; estimated?: boolean }, exact: number): void {
  if (exact <= EXACT_TOTAL_CAP) {
    expect(page.total).toBe(exact);
    expect(page.estimated).toBeUndefined();
  } else {
    expect(page.estimated).toBe(true);
    expect(page.total).toBeGreaterThan(EXACT_TOTAL_CAP);
    expect(page.total).toBeGreaterThan(exact / 2);
    expect(page.total).toBeLessThan(exact * 2);
  }
}
