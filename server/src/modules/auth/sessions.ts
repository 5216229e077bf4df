import { createHash, randomBytes } from 'node:crypto';
import { CODES } from '@opsdeck/shared/errors';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rawRows } from '../../db/raw.js';
import { sessions } from '../../db/schema/index.js';
import type { Tx } from '../../db/tx.js';
import { HttpError } from '../../errors.js';
import type { RequestOperator } from '../../types/fastify.js';
import { sessionCacheOf } from './session-cache.js';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** last_seen_at is refreshed at most this often, to spare a write per request. */
const SEEN_REFRESH_MS = 60_000;

/** sha256 hex of a token: what the database keeps. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The hashes of the bearer tokens seen lately: hashing is a pure function of the token, and a
 * signed-in operator sends the same token with every request (sha256 was about 3% of the main
 * thread's CPU of a member lookup). Bounded; a token past it is hashed again. Only the mapping is
 * kept: whether the session is valid is the session cache's and the database's answer, as before.
 */
const recentHashes = new Map<string, string>();
const MAX_RECENT_HASHES = 1_000;

function tokenHashOf(token: string): string {
  let hash = recentHashes.get(token);
  if (hash === undefined) {
    hash = hashToken(token);
    if (recentHashes.size >= MAX_RECENT_HASHES) recentHashes.clear();
    recentHashes.set(token, hash);
  }
  return hash;
}

/**
 * Creates a session and returns its id and token (32 random bytes, base64url); only the hash is
 * stored.
 */
export async function createSession(
  db: Db | Tx,
  opts: { operatorId: number; ttlHours: number; userAgent: string; now?: Date },
): Promise<{ id: number; token: string }> {
  const now = opts.now ?? new Date();
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      operatorId: opts.operatorId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + opts.ttlHours * 3_600_000),
      userAgent: opts.userAgent.slice(0, 512),
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('sessions insert returned nothing');
  return { id: row.id, token };
}

const SESSION_SQL = `SELECT s.expires_at AS "expiresAt", s.revoked_at AS "revokedAt", s.last_seen_at AS "lastSeenAt",
  o.id, o.role, o.name, o.phone, o.status
  FROM sessions s JOIN operators o ON o.id = s.operator_id WHERE s.token_hash = $1`;

interface SessionRow {
  expiresAt: Date | string;
  revokedAt: Date | string | null;
  lastSeenAt: Date | string;
  id: number;
  role: RequestOperator['role'];
  name: string;
  phone: string;
  status: 'active' | 'disabled';
}

const asDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

const illegal = () => new HttpError(401, 'errors.tokenIllegal', {}, { code: CODES.tokenIllegal });
const expired = () => new HttpError(401, 'errors.tokenExpired', {}, { code: CODES.tokenExpired });

/**
 * The operator behind a bearer token. Unknown or revoked → 401 code 50008, expired → 401 code
 * 50014, disabled operator → 401 code 50008.
 *
 * A session read from the database is kept in the session cache (session-cache.ts) and answered from
 * it, without a query, until its last_seen_at is due for the once-a-minute refresh: then it is read
 * again (revoked, expired, operator disabled or changed) and last_seen_at is written. Revocations and
 * operator changes remove the entry at once (in this process by the code that makes them, in every
 * process by NOTIFY).
 */
export async function authenticate(
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<{ operator: RequestOperator; tokenHash: string }> {
  if (!TOKEN_PATTERN.test(token)) throw illegal();
  const tokenHash = tokenHashOf(token);
  const cache = sessionCacheOf(db);
  const hit = cache.get(tokenHash);
  if (hit && now.getTime() - hit.lastSeenAt <= SEEN_REFRESH_MS) {
    if (hit.expiresAt <= now.getTime()) throw expired();
    return { operator: hit.operator, tokenHash };
  }
  const readAt = cache.epoch;
  // raw SQL as a prepared statement (no query building, no re-parse)
  const [raw] = await rawRows<SessionRow>(db, SESSION_SQL, [tokenHash]);
  const row = raw && {
    ...raw,
    expiresAt: asDate(raw.expiresAt),
    lastSeenAt: asDate(raw.lastSeenAt),
  };
  if (!row || row.revokedAt) throw illegal();
  if (row.expiresAt.getTime() <= now.getTime()) throw expired();
  if (row.status !== 'active') {
    throw new HttpError(401, 'errors.accountDisabled', {}, { code: CODES.tokenIllegal });
  }
  let lastSeenAt = row.lastSeenAt.getTime();
  if (now.getTime() - lastSeenAt > SEEN_REFRESH_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
    lastSeenAt = now.getTime();
  }
  const operator: RequestOperator = { id: row.id, role: row.role, name: row.name, phone: row.phone };
  cache.set(tokenHash, { operator, expiresAt: row.expiresAt.getTime(), lastSeenAt }, readAt);
  return { operator, tokenHash };
}

/** Revokes one session (logout) and returns its id, or null when it was revoked already. */
export async function revokeSession(
  db: Db | Tx,
  tokenHash: string,
  now: Date = new Date(),
): Promise<number | null> {
  const [row] = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return row?.id ?? null;
}
