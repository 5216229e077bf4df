import type { Db } from './client.js';

/**
 * A transaction handle. On PGlite (one connection) `db.transaction` holds the connection's lock until
 * it ends, so inside a transaction use ONLY the handle: a query on the outer `db` would wait for the
 * transaction it is part of, forever.
 */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The error PostgreSQL (and PGlite) raise, possibly wrapped by Drizzle as `cause`. */
interface PgError {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

/** The PostgreSQL error behind a (possibly wrapped) exception, if any. */
function pgErrorOf(err: unknown): PgError | undefined {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    const pe = e as PgError;
    if (typeof pe.code === 'string' && /^[0-9A-Z]{5}$/.test(pe.code)) return pe;
    e = pe.cause;
  }
  return undefined;
}

/** True for a unique violation (23505), optionally of the named constraint or index. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const pe = pgErrorOf(err);
  if (pe?.code !== '23505') return false;
  if (!constraint) return true;
  // PGlite may not fill `constraint`; fall back to the message naming it.
  const text = `${pe.constraint ?? ''} ${(pe as { message?: string }).message ?? ''}`;
  return text.includes(constraint);
}
