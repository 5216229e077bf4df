import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../../db/client.js';
import { rawRows } from '../../db/raw.js';

/**
 * The daily rollups' pending deltas (migration 020, docs/decisions/0006-write-path.md): the write
 * path appends to analysis_daily_delta; `foldRollups` moves what is pending into analysis_daily (and,
 * through its triggers, analysis_monthly) in one statement. Every reader of analysis_daily or
 * analysis_monthly folds first, so it reads exact figures; the server also folds on a timer so the
 * delta table stays small when nobody reads.
 */
const FOLD_SQL = 'SELECT opsdeck_analysis_fold() AS n';

/** The fold as the first statement of a reader's batch (`rawBatch`): the reads after it see its result. */
export const FOLD_STATEMENT = { text: FOLD_SQL, params: [] } as const;

/** Folds the pending daily deltas; answers how many daily rows changed (0 when none were pending). */
export async function foldRollups(db: Db): Promise<number> {
  const [row] = await rawRows<{ n: number | string }>(db, FOLD_SQL);
  return Number(row?.n ?? 0);
}

/**
 * Refiles the nickname pieces of the members whose noted VIP expiry has passed (migration 103: an
 * extension of a running VIP leaves the pieces' expiry as it was, and a short search's VIP count
 * corrects for these members until they are refiled). With nothing due it writes nothing.
 */
const VIP_DUE_SQL = 'SELECT opsdeck_nickname_pieces_vip_due() AS n';

/**
 * On PGlite the tick's fold also flushes the backend's pending statistics at its end: a backend hands
 * its counts to the shared counters at a transaction's end, but at most once a second unless told
 * (`pg_stat_force_next_flush()`), and PGlite has one backend, so after this every write so far is
 * counted.
 */
const FOLD_FLUSH_SQL = 'SELECT opsdeck_analysis_fold() AS n, pg_stat_force_next_flush()';

/**
 * `VIP_DUE_SQL` on PGlite, with the rows ever inserted, updated and deleted in the nickname pieces
 * (aborted writes included) from the statistics counters: they move when, and only when, the pieces
 * were written (a VACUUM moves none of them). Read after the fold's flush they count every write
 * before it; this statement's own refiles are counted by the next tick's.
 */
const VIP_DUE_PIECES_WRITES_SQL = `SELECT opsdeck_nickname_pieces_vip_due() AS n,
  (pg_stat_get_tuples_inserted('member_nickname_pieces'::regclass)
    + pg_stat_get_tuples_updated('member_nickname_pieces'::regclass)
    + pg_stat_get_tuples_deleted('member_nickname_pieces'::regclass))::text AS writes`;

/** How often the server folds on its own. */
export const FOLD_EVERY_MS = 2_000;

/**
 * Folds every FOLD_EVERY_MS while the app runs (one fold at a time). PGlite has no autovacuum, so
 * after a fold that moved rows the delta table is vacuumed there, which keeps it from growing with
 * the dead rows of earlier folds; PostgreSQL's autovacuum does that on its own. On PGlite the same
 * tick vacuums the nickname pieces (migration 098) once at start and then whenever the pieces were
 * written since (a member inserted, renamed or deleted, or a VIP started, shortened, ended or
 * refiled: the pieces carry the expiry since migration 100, and a VIP write does not move the member
 * filter generation), told by their statistics counters (`FOLD_FLUSH_SQL`,
 * `VIP_DUE_PIECES_WRITES_SQL`): a search's count reads only their index while the visibility map
 * says its pages are all visible. A write that leaves the pieces alone (a coin re-issue, a VIP
 * extension since migration 103) does not make the tick vacuum them (that vacuum costs 1–6 ms at
 * 200k members with nothing to clean). Every tick, on both databases, also refiles the pieces of the
 * members whose noted VIP expiry has passed (migration 103, `VIP_DUE_SQL`).
 */
export function startFolding(database: Database, onError: (err: unknown) => void): () => Promise<void> {
  let running: Promise<void> | null = null;
  let piecesVacuumedAt: string | undefined;
  const tick = () => {
    if (running) return;
    running = (async () => {
      if (database.kind !== 'pglite') {
        await foldRollups(database.db);
        await rawRows(database.db, VIP_DUE_SQL);
        return;
      }
      const [fold] = await rawRows<{ n: number | string }>(database.db, FOLD_FLUSH_SQL);
      const [due] = await rawRows<{ writes: string }>(database.db, VIP_DUE_PIECES_WRITES_SQL);
      if (Number(fold?.n ?? 0) > 0) await database.db.execute(sql`VACUUM analysis_daily_delta`);
      if (due?.writes !== piecesVacuumedAt) {
        await database.db.execute(sql`VACUUM member_nickname_pieces`);
        piecesVacuumedAt = due?.writes;
      }
    })()
      .catch(onError)
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, FOLD_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/** Starts the fold timer once the app is ready and stops it (waiting for a running fold) on close. */
export const rollupFoldPlugin = fp(
  async (app) => {
    let stop: (() => Promise<void>) | null = null;
    app.addHook('onReady', async () => {
      stop = startFolding(app.database, (err) => app.log.error(err, 'rollup fold'));
    });
    app.addHook('preClose', async () => {
      await stop?.();
    });
  },
  { name: 'rollup-fold', dependencies: ['database'] },
) as FastifyPluginAsync;
