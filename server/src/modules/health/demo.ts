import type { DemoAccount } from '@opsdeck/shared/schemas';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { operators, settings } from '../../db/schema/index.js';
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
 * The demo sign-ins that work on this database: none unless the seed's marker row is there, and
 * then only the demo operators that are still active, with their seed role and seed password.
 */
export async function demoAccounts(db: Db): Promise<DemoAccount[]> {
  const [marker] = await db
    .select({ key: settings.key })
    .from(settings)
    .where(eq(settings.key, DEMO_SEED_KEY));
  if (!marker) return [];
  const rows = await db
    .select({
      phone: operators.phone,
      role: operators.role,
      status: operators.status,
      hash: operators.passwordHash,
    })
    .from(operators)
    .where(
      inArray(
        operators.phone,
        DEMO_OPERATORS.map((o) => o.phone),
      ),
    );
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
