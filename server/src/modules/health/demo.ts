import type { DemoAccount } from '@opsdeck/shared/schemas';
import type { Db } from '../../db/client.js';
import { rawRows } from '../../db/raw.js';
import { verifyPassword } from '../auth/password.js';
import { DEMO_SEED_KEY } from '../demo/marker.js';
import { DEMO_OPERATORS } from '../demo/operators.js';

/**
 * Password checks already done, by phone and stored hash: scrypt is slow on purpose, and the
 * hash only changes when the password does. Bounded: a changed hash is a new key.
 */
const checked = new Map<string, boolean>();
const MAX_CHECKED = 64;

async function stillSeedPassword(phone: string, password: string, hash: string): Promise<boolean> {
  const key = `${phone}\u0000${hash}`;
  const known = checked.get(key);
  if (known !== undefined) return known;
  const result = await verifyPassword(password, hash);
  if (checked.size >= MAX_CHECKED) checked.clear();
  checked.set(key, result);
  return result;
}

/**
 * The seed's demo operators as they are now, and only when the seed's marker row is there: ONE
 * prepared statement (GET /api/health runs it on every call, and it is also the health's proof that
 * the database answers; three statements through the query builder cost a public health check
 * about twice the CPU of a signed-in member lookup).
 */
const DEMO_ROWS_SQL = `SELECT o.phone, o.role, o.status, o.password_hash AS hash
  FROM operators o
  WHERE o.phone = ANY($2::text[]) AND EXISTS (SELECT 1 FROM settings WHERE key = $1)`;

/** PostgreSQL's text form of the demo phones (digits only: nothing to quote). */
const DEMO_PHONES = `{${DEMO_OPERATORS.map((o) => o.phone).join(',')}}`;

interface DemoRow {
  phone: string;
  role: string;
  status: string;
  hash: string;
}

/**
 * The demo sign-ins that work on this database: none unless the seed's marker row is there, and
 * then only the demo operators that are still active, with their seed role and seed password.
 */
export async function demoAccounts(db: Db): Promise<DemoAccount[]> {
  const rows = await rawRows<DemoRow>(db, DEMO_ROWS_SQL, [DEMO_SEED_KEY, DEMO_PHONES]);
  const accounts: DemoAccount[] = [];
  for (const demo of DEMO_OPERATORS) {
    const row = rows.find((r) => r.phone === demo.phone);
    if (row?.status !== 'active' || row.role !== demo.role) continue;
    if (await stillSeedPassword(demo.phone, demo.password, row.hash)) {
      accounts.push({ role: demo.role, phone: demo.phone, password: demo.password });
    }
  }
  return accounts;
}
