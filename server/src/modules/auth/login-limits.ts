import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loginAttempts } from '../../db/schema/index.js';
import { HttpError } from '../../errors.js';

/** The per-phone and per-IP sign-in limits: failed attempts allowed in a sliding window. */
export interface LoginLimits {
  perPhone: number;
  perIp: number;
  windowMinutes: number;
}

interface Usage {
  failures: number;
  oldest: Date | null;
}

async function usage(db: Db, where: ReturnType<typeof and>, since: Date): Promise<Usage> {
  const [row] = await db
    .select({
      failures: sql<number>`count(*)::int`,
      oldest: sql<string | null>`min(${loginAttempts.createdAt})`,
    })
    .from(loginAttempts)
    .where(and(where, eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since)));
  return { failures: row?.failures ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

async function lastSuccess(db: Db, phone: string, since: Date): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<string | null>`max(${loginAttempts.createdAt})` })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.phone, phone),
        eq(loginAttempts.succeeded, true),
        gt(loginAttempts.createdAt, since),
      ),
    );
  return row?.at ? new Date(row.at) : null;
}

function blocked(u: Usage, max: number, windowMs: number, now: Date): number | null {
  if (u.failures < max || !u.oldest) return null;
  return Math.max(1, Math.ceil((u.oldest.getTime() + windowMs - now.getTime()) / 1000));
}

/**
 * Throws 429 when the phone (failures since its last success) or the IP has used up its failed
 * attempts in the window; the message says how many seconds to wait.
 */
export async function assertLoginAllowed(
  db: Db,
  limits: LoginLimits,
  key: { phone: string; ip: string },
  now: Date = new Date(),
): Promise<void> {
  const windowMs = limits.windowMinutes * 60_000;
  const windowStart = new Date(now.getTime() - windowMs);
  const success = await lastSuccess(db, key.phone, windowStart);
  const phoneSince = success && success > windowStart ? success : windowStart;
  const wait = [
    blocked(await usage(db, eq(loginAttempts.phone, key.phone), phoneSince), limits.perPhone, windowMs, now),
    blocked(await usage(db, eq(loginAttempts.ip, key.ip), windowStart), limits.perIp, windowMs, now),
  ].filter((s): s is number => s !== null);
  if (wait.length > 0) {
    const seconds = Math.max(...wait);
    throw new HttpError(429, 'errors.rateLimited', { seconds }, {});
  }
}

/** Records an attempt (failures count against the limits; a success resets the phone's count). */
export async function recordLoginAttempt(
  db: Db,
  attempt: { phone: string; ip: string; succeeded: boolean },
  now: Date = new Date(),
): Promise<void> {
  await db.insert(loginAttempts).values({ ...attempt, createdAt: now });
}
