import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/client.js';
import { outsideRequest } from '../../http/request-context.js';
import { BOSS_SCHEMA, beat, bossDb, dropNewerBossSchema, staleChunks } from './boss-db.js';
import { failJob, openChunks, runChunk } from './chunk.js';
import { JobGauges } from './gauges.js';
import { JOB_CHANNEL, parseJobNotice } from './notify.js';

/**
 * The job engine: pg-boss 10 (docs/decisions/0005-reissue-jobs.md) on the server's own database,
 * in its own schema `pgboss`. A job's rows are split into chunks; each chunk is one pg-boss job,
 * which pg-boss hands to exactly one worker at a time (SELECT … FOR UPDATE SKIP LOCKED), so the
 * server processes on one PostgreSQL share a job's rows. A chunk whose worker dies is retried: on
 * PostgreSQL when its heartbeat stops (another process takes it), on PGlite (one process owns the
 * data) as the engine starts. Rows already done are never run again, and a row run again replays.
 *
 * The engine starts on demand: when a job is queued on any process (the NOTIFY of the job channel)
 * or, at start-up, when open jobs are waiting, so a server without jobs runs no pg-boss at all.
 */

export const CHUNK_QUEUE = 'reissue-job-chunk';

/** A chunk's work: the rows `from`..`to` of job `jobId`. */
export interface ChunkData {
  jobId: number;
  from: number;
  to: number;
}

/**
 * On PGlite, the pause between two batches while HTTP requests are in flight: one connection serves
 * both, so a request's queries each wait for the batch in progress, and without the pause the next
 * batch would take the connection before a request's next query (a request of several queries would
 * wait several batches). With no request in flight the next batch starts at once.
 */
const BATCH_PAUSE_MS = 15;

/** The longest wait between two tries to resume open jobs at start-up. */
const RESUME_RETRY_MAX_MS = 30_000;

/** Attempts of a chunk before its job is marked failed. */
const RETRY_LIMIT = 5;

/**
 * On PostgreSQL a running chunk beats every HEARTBEAT_SECONDS / 2; a chunk whose last beat is older
 * than HEARTBEAT_SECONDS (its process died) is failed by the sweep of any engine (every
 * SWEEP_SECONDS), which retries it at once.
 */
const HEARTBEAT_SECONDS = 10;
const SWEEP_SECONDS = 5;

/** A worker's wait between two fetches that found no chunk (new chunks wake it at once). */
const POLL_MS = 500;

/** How long `stop` waits for the chunks in progress to end their batch. */
const STOP_TIMEOUT_MS = 10_000;

/** Thrown between two batches of a chunk when the engine stops (the chunk is retried later). */
class EngineStopping extends Error {
  constructor() {
    super('the re-issue job engine stopped');
  }
}

/** A stable pg-boss job id per job and chunk (a UUID from sha1): queuing a chunk twice keeps one. */
export function chunkId(jobId: number, chunk: number): string {
  const h = createHash('sha1').update(`reissue-job:${jobId}:${chunk}`).digest('hex');
  const variant = ((Number.parseInt(h.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(18, 20)}-${h.slice(20, 32)}`;
}

export interface EngineOptions {
  /** Called with errors of the engine and of chunks (they are retried). */
  onError?: (err: unknown) => void;
  /** How many HTTP requests this process is serving now (the pause between batches on PGlite). */
  requestsInFlight?: () => number;
}

export class ReissueJobEngine {
  private boss: PgBoss | null = null;
  private starting: Promise<PgBoss> | null = null;
  private stopListening: (() => Promise<void>) | null = null;
  private stopped = false;

  /** This process's chunk workers: their loops, and how to wake one that waits to poll again. */
  private readonly loops: Promise<void>[] = [];
  private readonly wakers = new Set<() => void>();
  /** The chunks this process runs now (failed for a retry if `stop` cannot wait them out). */
  private readonly running = new Set<string>();
  private sweepTimer: NodeJS.Timeout | null = null;

  private readonly gauges: JobGauges;
  private readonly sql: PgBoss.Db;

  constructor(
    private readonly database: Database,
    private readonly opts: EngineOptions = {},
  ) {
    this.gauges = new JobGauges(database.db, (err) => this.error(err));
    this.sql = bossDb(database);
  }

  /**
   * Listens for queued jobs and, if open jobs are waiting (a restart), starts the engine in the
   * background: starting pg-boss (its schema, recovery, workers) can take longer on a busy machine
   * than a ready hook may (Fastify's plugin timeout, 10 s), and a server that exits at start-up
   * because of it resumes nothing. A failed start is tried again until it works or the engine stops.
   */
  async attach(): Promise<void> {
    this.stopListening = await this.database.listen(JOB_CHANNEL, (payload) => {
      const notice = parseJobNotice(payload);
      if (notice?.status === 'queued') this.enqueue(notice.id).catch((err) => this.error(err));
      // a job changed somewhere: /metrics counts the jobs by state again (once a second at most)
      if (notice) void this.gauges.refresh();
    });
    await this.gauges.refresh();
    void this.resumeOpenJobs();
  }

  /** The background resume of `attach` (never rejects; a start in progress is awaited by `stop`). */
  private async resumeOpenJobs(): Promise<void> {
    for (let attempt = 0; !this.stopped; attempt += 1) {
      try {
        if ((await openChunks(this.database.db)).length > 0) await this.start();
        return;
      } catch (err) {
        if (this.stopped) return;
        this.error(err);
        const ms = Math.min(RESUME_RETRY_MAX_MS, 1000 * 2 ** attempt);
        await new Promise((r) => setTimeout(r, ms).unref());
      }
    }
  }

  /** Queues the chunks of a queued job (idempotent: a chunk already queued stays one). */
  async enqueue(jobId: number): Promise<void> {
    const boss = await this.start();
    const chunks = (await openChunks(this.database.db)).filter((c) => c.jobId === jobId);
    await this.insert(boss, chunks);
  }

  private async insert(boss: PgBoss, chunks: Awaited<ReturnType<typeof openChunks>>): Promise<void> {
    if (chunks.length === 0) return;
    await boss.insert(
      chunks.map((c) => ({
        id: chunkId(c.jobId, c.chunk),
        name: CHUNK_QUEUE,
        data: { jobId: c.jobId, from: c.from, to: c.to } satisfies ChunkData,
      })),
    );
    this.wake();
  }

  /** Starts pg-boss once (creating its schema the first time), then its workers. */
  start(): Promise<PgBoss> {
    if (this.stopped) return Promise.reject(new Error('the re-issue job engine is stopped'));
    // the engine's workers live on after the request whose job started them: none of them may
    // carry that request's context (an API token's, say, into every later job's audit rows)
    this.starting ??= outsideRequest(() => this.open()).catch((err) => {
      this.starting = null;
      throw err;
    });
    return this.starting;
  }

  private async open(): Promise<PgBoss> {
    const { database, sql } = this;
    const pglite = database.kind === 'pglite';
    // an earlier OpsDeck's pg-boss 12 schema: dropped, the open jobs' chunks are queued again below
    await dropNewerBossSchema(sql);
    const boss = new PgBoss({
      db: sql,
      schema: BOSS_SCHEMA,
      // no cron schedules (nor their clock checks); maintenance (expiry, archive) every 2 minutes
      schedule: false,
      archiveCompletedAfterSeconds: 24 * 60 * 60,
      deleteAfterDays: 7,
    });
    boss.on('error', (err) => this.error(err));
    await boss.start();
    await boss.createQueue(CHUNK_QUEUE, {
      name: CHUNK_QUEUE,
      retryLimit: RETRY_LIMIT,
      retryDelay: 1,
      retryBackoff: true,
      expireInSeconds: 15 * 60,
    });
    await this.recover(boss, pglite ? 0 : HEARTBEAT_SECONDS);
    if (!pglite) {
      this.sweepTimer = setInterval(() => {
        this.recover(boss, HEARTBEAT_SECONDS).catch((err) => this.error(err));
      }, SWEEP_SECONDS * 1000);
      this.sweepTimer.unref();
    }
    // One chunk at a time per worker (on PGlite one worker: one connection), each fetching again at
    // once after a chunk; an empty fetch waits POLL_MS, or until new chunks are queued.
    for (let i = 0; i < (pglite ? 1 : 2); i += 1) this.loops.push(this.work(boss));
    // queued chunks lost between a job's commit and their insert (a crash) are queued again
    await this.insert(boss, await openChunks(database.db));
    this.boss = boss;
    return boss;
  }

  /**
   * Fails (so pg-boss retries at once) the active chunks whose heartbeat is older than `seconds`:
   * on PostgreSQL those of a process that died; on PGlite, which belongs to one process, at start-up
   * every chunk left active (0), by a process that died.
   */
  private async recover(boss: PgBoss, seconds: number): Promise<void> {
    const left = (await staleChunks(this.sql, CHUNK_QUEUE, seconds)).filter((id) => !this.running.has(id));
    for (const id of left) await boss.fail(CHUNK_QUEUE, id, { message: 'its worker stopped' });
  }

  /**
   * A worker: fetches a chunk, runs it, completes it (or fails it, for pg-boss to retry), awaiting
   * each; pg-boss's own `work` completes a job without awaiting it (a completion failed at shutdown
   * would be an unhandled rejection) and times a handler out at its expiry while it runs on.
   */
  private async work(boss: PgBoss): Promise<void> {
    while (!this.stopped) {
      let job: PgBoss.JobWithMetadata<ChunkData> | undefined;
      try {
        [job] = await boss.fetch<ChunkData>(CHUNK_QUEUE, { batchSize: 1, includeMetadata: true });
      } catch (err) {
        this.error(err);
      }
      if (!job) {
        await this.idle();
        continue;
      }
      this.running.add(job.id);
      try {
        await this.run(job);
        await boss.complete(CHUNK_QUEUE, job.id);
      } catch (err) {
        if (!(err instanceof EngineStopping)) this.error(err);
        const message = err instanceof Error ? err.message : String(err);
        await boss.fail(CHUNK_QUEUE, job.id, { message }).catch((e) => this.error(e));
      } finally {
        this.running.delete(job.id);
      }
    }
  }

  /** Waits POLL_MS, or less if chunks are queued meanwhile. */
  private idle(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, POLL_MS);
      this.wakers.add(done);
    });
  }

  private wake(): void {
    for (const done of [...this.wakers]) done();
  }

  private async run(job: PgBoss.JobWithMetadata<ChunkData>): Promise<void> {
    const { jobId, from, to } = job.data;
    const pglite = this.database.kind === 'pglite';
    const heartbeat = pglite
      ? null
      : setInterval(
          () => {
            beat(this.sql, CHUNK_QUEUE, job.id).catch((err) => this.error(err));
          },
          (HEARTBEAT_SECONDS / 2) * 1000,
        );
    try {
      await runChunk(this.database.db, jobId, from, to, pglite ? this.pause : this.stopCheck);
    } catch (err) {
      if (!(err instanceof EngineStopping) && job.retryCount >= RETRY_LIMIT) {
        await failJob(this.database.db, jobId, err instanceof Error ? err.message : String(err));
        return;
      }
      throw err;
    } finally {
      if (heartbeat) clearInterval(heartbeat);
    }
  }

  /** Between two batches: a chunk ends when the engine stops (the rest of it is retried later). */
  private readonly stopCheck = async (): Promise<void> => {
    if (this.stopped) throw new EngineStopping();
  };

  /** Between two batches on PGlite: a short wait while requests are in flight (see BATCH_PAUSE_MS). */
  private readonly pause = async (): Promise<void> => {
    await this.stopCheck();
    const busy = this.opts.requestsInFlight?.() ?? 1;
    await new Promise((r) => (busy > 0 ? setTimeout(r, BATCH_PAUSE_MS) : setImmediate(r)));
  };

  private error(err: unknown): void {
    if (!this.stopped) this.opts.onError?.(err);
  }

  /**
   * Stops listening and the workers: a chunk in progress ends its batch and is failed, which retries
   * the rest of it later (here after a restart, or on another process).
   */
  async stop(): Promise<void> {
    this.stopped = true;
    this.gauges.stop();
    await this.stopListening?.().catch(() => {});
    const boss = this.boss ?? (await this.starting?.catch(() => null));
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.wake();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((r) => {
      timer = setTimeout(r, STOP_TIMEOUT_MS);
    });
    await Promise.race([Promise.allSettled(this.loops), timeout]);
    clearTimeout(timer);
    if (boss) await boss.stop({ graceful: false, close: false });
  }
}
