import { type Locale, translate } from '@opsdeck/shared/i18n';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loginAttempts, messages, operators } from '../../db/schema/index.js';
import type { Env } from '../../env.js';
import { HttpError } from '../../errors.js';

/**
 * The sign-in limits, over a sliding window: failed attempts allowed per (phone, IP) pair and per IP
 * (beyond them that caller gets 429), and per phone from every IP (beyond it attempts are slowed
 * down by `slowdownMs` and admins get a notice, but nobody is refused: an attacker spreading guesses
 * over many addresses cannot lock the real operator out).
 */
export interface LoginLimits {
  perPhone: number;
  perIp: number;
  windowMinutes: number;
  slowdownMs: number;
}

/** The sign-in limits the server is configured with (LOGIN_* settings). */
export function loginLimitsOf(env: Env): LoginLimits {
  return {
    perPhone: env.LOGIN_MAX_ATTEMPTS_PER_PHONE,
    perIp: env.LOGIN_MAX_ATTEMPTS_PER_IP,
    windowMinutes: env.LOGIN_WINDOW_MINUTES,
    slowdownMs: env.LOGIN_SLOWDOWN_MS,
  };
}

/** A reserved attempt: its row (a failure until `markLoginSucceeded`) and whether to slow it down. */
export interface Reservation {
  id: number;
  slowdown: boolean;
}

async function failures(db: Db, where: ReturnType<typeof and>, since: Date) {
  const [row] = await db
    .select({
      failures: sql<number>`count(*)::int`,
      addresses: sql<number>`count(DISTINCT ${loginAttempts.ip})::int`,
      oldest: sql<string | null>`min(${loginAttempts.createdAt})`,
    })
    .from(loginAttempts)
    .where(and(where, eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since)));
  return {
    failures: row?.failures ?? 0,
    addresses: row?.addresses ?? 0,
    oldest: row?.oldest ? new Date(row.oldest) : null,
  };
}

async function lastSuccess(db: Db, where: ReturnType<typeof and>, since: Date): Promise<Date> {
  const [row] = await db
    .select({ at: sql<string | null>`max(${loginAttempts.createdAt})` })
    .from(loginAttempts)
    .where(and(where, eq(loginAttempts.succeeded, true), gt(loginAttempts.createdAt, since)));
  return row?.at ? new Date(row.at) : since;
}

function waitSeconds(oldest: Date | null, windowMs: number, now: Date): number {
  if (!oldest) return 1;
  return Math.max(1, Math.ceil((oldest.getTime() + windowMs - now.getTime()) / 1000));
}

/**
 * Reserves a sign-in attempt before the password is checked: the attempt is written first (as a
 * failure), then the counts are read with it included, so N parallel guesses can never get more
 * than the limit's password checks (each one counts every reservation committed before its count,
 * its own included). A refused attempt is removed again and answered 429 with the seconds to wait.
 */
export async function reserveLoginAttempt(
  db: Db,
  limits: LoginLimits,
  key: { phone: string; ip: string },
  now: Date = new Date(),
): Promise<Reservation> {
  const [row] = await db
    .insert(loginAttempts)
    .values({ phone: key.phone, ip: key.ip, succeeded: false, createdAt: now })
    .returning({ id: loginAttempts.id });
  const id = row?.id ?? 0;
  const windowMs = limits.windowMinutes * 60_000;
  const windowStart = new Date(now.getTime() - windowMs);
  const byPair = and(eq(loginAttempts.phone, key.phone), eq(loginAttempts.ip, key.ip));
  const pair = await failures(db, byPair, await lastSuccess(db, byPair, windowStart));
  const ip = await failures(db, eq(loginAttempts.ip, key.ip), windowStart);
  const refused = [
    pair.failures > limits.perPhone ? waitSeconds(pair.oldest, windowMs, now) : null,
    ip.failures > limits.perIp ? waitSeconds(ip.oldest, windowMs, now) : null,
  ].filter((s): s is number => s !== null);
  if (refused.length > 0) {
    await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
    const seconds = Math.max(...refused);
    throw new HttpError(429, 'errors.rateLimited', { seconds, count: seconds });
  }
  const byPhone = eq(loginAttempts.phone, key.phone);
  const phone = await failures(db, byPhone, await lastSuccess(db, byPhone, windowStart));
  // this attempt's own reservation is one of the failures counted
  const slowdown = phone.failures - 1 >= limits.perPhone && phone.addresses > 1;
  if (slowdown) await noticeAdmins(db, key.phone, phone, limits.windowMinutes, windowStart);
  return { id, slowdown };
}

/** The reserved attempt succeeded: it no longer counts as a failure and resets its pair's and phone's counts. */
export async function markLoginSucceeded(db: Db, id: number): Promise<void> {
  await db.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, id));
}

/** Both languages in one text, as the seeded messages are written; `params` per language. */
const bilingual = (key: string, params: (locale: Locale) => Record<string, unknown>) =>
  `${translate('zh-CN', key, params('zh-CN'))} ${translate('en-US', key, params('en-US'))}`;

/**
 * A notice (message type `notice`) to every active admin that a phone gets wrong passwords from
 * several addresses; one per phone per window.
 */
async function noticeAdmins(
  db: Db,
  phone: string,
  seen: { failures: number; addresses: number },
  minutes: number,
  since: Date,
): Promise<void> {
  const title = bilingual('security.signInNoticeTitle', () => ({ phone }));
  const [already] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.type, 'notice'), eq(messages.title, title), gt(messages.createdAt, since)))
    .limit(1);
  if (already) return;
  const admins = await db
    .select({ id: operators.id })
    .from(operators)
    .where(and(eq(operators.role, 'admin'), eq(operators.status, 'active')));
  if (admins.length === 0) return;
  // each number names its noun with its own count ("1 address", "2 addresses")
  const content = bilingual('security.signInNoticeContent', (locale) => ({
    phone,
    failures: translate(locale, 'security.wrongPasswords', { count: seen.failures }),
    addresses: translate(locale, 'security.addresses', { count: seen.addresses }),
    minutes: translate(locale, 'security.minutes', { count: minutes }),
  }));
  await db
    .insert(messages)
    .values(
      admins.map((a) => ({ operatorId: a.id, type: 'notice' as const, title, content, messageType: 3 })),
    );
}
