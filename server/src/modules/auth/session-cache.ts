import type { Database, Db } from '../../db/client.js';
import type { RequestOperator } from '../../types/fastify.js';
import { SESSION_REVOKED_CHANNEL } from '../monitor/hub.js';

/** A signed-in session as the last read of the database found it. */
export interface CachedSession {
  operator: RequestOperator;
  expiresAt: number;
  /** sessions.last_seen_at as stored: the entry is used until it is SEEN_REFRESH_MS old. */
  lastSeenAt: number;
}

/** Entries kept per database; past it the oldest are dropped (read again on their next request). */
const MAX_ENTRIES = 10_000;

/**
 * The valid sessions of one database, by token hash, so that an authenticated request needs no
 * query (docs/decisions/0006-write-path.md). An entry leaves when its session is revoked or its
 * operator changes: at once in this process (the code that revokes calls `forget…` once its
 * transaction commits), and in every process through the NOTIFYs of the sessions and operators
 * triggers (migrations 006 and 023; `listenForSessionChanges`, started by the auth plugin).
 * `authenticate` also reads the database again whenever an entry's last_seen_at is due for its
 * refresh (once a minute per session), so a NOTIFY lost while a listener reconnects leaves an entry
 * stale for a minute at most.
 *
 * A read that started before an invalidation stores nothing (`epoch`): a revocation that commits
 * while the session is being read cannot be overwritten by the row read before it.
 */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();
  private epochValue = 0;

  /** Changes whenever an entry is forgotten: a read compares it before storing what it read. */
  get epoch(): number {
    return this.epochValue;
  }

  get size(): number {
    return this.entries.size;
  }

  get(tokenHash: string): CachedSession | undefined {
    return this.entries.get(tokenHash);
  }

  /** Stores a session read while `epoch` was `readAt`; nothing when an invalidation came since. */
  set(tokenHash: string, entry: CachedSession, readAt: number): void {
    if (readAt !== this.epochValue) return;
    this.entries.delete(tokenHash);
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, entry);
  }

  /** One session revoked (sign-out, revocation). */
  forget(tokenHash: string): void {
    this.epochValue += 1;
    this.entries.delete(tokenHash);
  }

  /** Every session of an operator (password, profile, role or status changed; sessions revoked). */
  forgetOperator(operatorId: number): void {
    this.epochValue += 1;
    for (const [hash, entry] of this.entries) {
      if (entry.operator.id === operatorId) this.entries.delete(hash);
    }
  }
}

const caches = new WeakMap<object, SessionCache>();

/** The session cache of a database (one per open database, shared by every caller in the process). */
export function sessionCacheOf(db: Db): SessionCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new SessionCache();
    caches.set(db, cache);
  }
  return cache;
}

/** Notified with an operator id when the operator's role, status, name, phone or password changes (migration 023). */
export const OPERATOR_CHANGED_CHANNEL = 'opsdeck_operator_changed';

/**
 * Drops cached sessions when any process revokes one (migration 006's notify carries the token hash)
 * or changes an operator (migration 023). Resolves, once both LISTENs are in place, with the function
 * that stops listening.
 */
export async function listenForSessionChanges(database: Database): Promise<() => Promise<void>> {
  const cache = sessionCacheOf(database.db);
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    await Promise.all(stops.map((stop) => stop().catch(() => {})));
  };
  try {
    stops.push(await database.listen(SESSION_REVOKED_CHANNEL, (tokenHash) => cache.forget(tokenHash)));
    stops.push(
      await database.listen(OPERATOR_CHANGED_CHANNEL, (payload) => {
        const id = Number(payload);
        if (Number.isSafeInteger(id)) cache.forgetOperator(id);
      }),
    );
  } catch (err) {
    await stopAll(); // the first LISTEN is not left behind when the second fails
    throw err;
  }
  return stopAll;
}
