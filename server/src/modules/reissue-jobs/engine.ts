import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { fromPglite, type Job, PgBoss } from 'pg-boss';
import type { Database } from '../../db/client.js';
import { outsideRequest } from '../../http/request-context.js';
import { failJob, openChunks, runChunk } from './chunk.js';
import { JobGauges } from './gauges.js';
import { JOB_CHANNEL, parseJobNotice } from './notify.js';

/**
 * The job engine: pg-boss (docs/decisions/0005-reissue-jobs.md) on the server's own database, in
 * its own schema `pgboss`. A job's rows are split into chunks; each chunk is one pg-boss job, which
 * pg-boss hands to exactly one worker at a time (SELECT … FOR UPDATE SKIP LOCKED), so the server
 * processes on one PostgreSQL share a job's rows. A chunk whose worker dies is retried: on
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
  /** This process's chunk workers (woken when chunks are queued or one ends). */
  private readonly workerIds: string[] = [];
  private starting: Promise<PgBoss> | null = null;
  private stopListening: (() => Promise<void>) | null = null;
  private stopped = false;

  private readonly gauges: JobGauges;

  constructor(
    private readonly database: Database,
    private readonly opts: EngineOptions = {},
  ) {
    this.gauges = new JobGauges(database.db, (err) => this.error(err));
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
      CHUNK_QUEUE,
      chunks.map((c) => ({
        id: chunkId(c.jobId, c.chunk),
        data: { jobId: c.jobId, from: c.from, to: c.to } satisfies ChunkData,
      })),
    );
    for (const id of this.workerIds) boss.notifyWorker(id);
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
    const { database } = this;
    const client = (database.db as unknown as { $client: unknown }).$client;
    const pglite = database.kind === 'pglite';
    const boss = new PgBoss({
      db: pglite
        ? fromPglite(client as PGlite)
        : {
            executeSql: (text: string, values?: unknown[]) =>
              (client as { query(t: string, v?: unknown[]): Promise<{ rows: unknown[] }> }).query(
                text,
                values,
              ),
          },
      ...(pglite ? { backend: 'pglite' as const } : {}),
      schema: 'pgboss',
      // a dead worker's chunk is retried after its heartbeat stops (checked this often)
      monitorIntervalSeconds: 5,
      superviseIntervalSeconds: 5,
    });
    boss.on('error', (err) => this.error(err));
    await boss.start();
    await boss.createQueue(CHUNK_QUEUE, {
      retryLimit: RETRY_LIMIT,
      retryDelay: 1,
      retryBackoff: true,
      heartbeatSeconds: 10,
      expireInSeconds: 15 * 60,
      deleteAfterSeconds: 24 * 60 * 60,
    });
    if (pglite) await this.recover(boss);
    // One worker per work() call, so that each handler knows its own worker. pg-boss waits out the
    // rest of its poll interval (0.5 s at least) after a fetch that found a chunk, however short
    // the chunk was: 20 chunks of a 10,000-row job waited ≥ 10 s in all. A worker that finished a
    // chunk is woken at once to fetch the next (an empty fetch then polls as usual), and new chunks
    // wake every worker (insert).
    for (let i = 0; i < (pglite ? 1 : 2); i += 1) {
      let workerId = '';
      workerId = await boss.work<ChunkData>(
        CHUNK_QUEUE,
        { batchSize: 1, pollingIntervalSeconds: 0.5, includeMetadata: true },
        async ([job]) => {
          if (job) await this.run(job);
          if (workerId) boss.notifyWorker(workerId);
        },
      );
      this.workerIds.push(workerId);
    }
    // queued chunks lost between a job's commit and their insert (a crash) are queued again
    await this.insert(boss, await openChunks(database.db));
    this.boss = boss;
    return boss;
  }

  /**
   * PGlite belongs to one process, so a chunk still active at start-up was left by a process that
   * died: it is failed now, which retries it at once instead of after its heartbeat times out.
   */
  private async recover(boss: PgBoss): Promise<void> {
    const left = (await boss.findJobs(CHUNK_QUEUE)).filter((j) => j.state === 'active').map((j) => j.id);
    if (left.length > 0) await boss.fail(CHUNK_QUEUE, left, { message: 'server restarted' });
  }

  private async run(job: Job<ChunkData> & { retryCount?: number }): Promise<void> {
    const { jobId, from, to } = job.data;
    try {
      await runChunk(
        this.database.db,
        jobId,
        from,
        to,
        this.database.kind === 'pglite' ? this.pause : undefined,
      );
    } catch (err) {
      if ((job.retryCount ?? 0) >= RETRY_LIMIT) {
        await failJob(this.database.db, jobId, err instanceof Error ? err.message : String(err));
        return;
      }
      throw err;
    }
  }

  /** Between two batches on PGlite: a short wait while requests are in flight (see BATCH_PAUSE_MS). */
  private readonly pause = async (): Promise<void> => {
    const busy = this.opts.requestsInFlight?.() ?? 1;
    await new Promise((r) => (busy > 0 ? setTimeout(r, BATCH_PAUSE_MS) : setImmediate(r)));
  };

  private error(err: unknown): void {
    if (!this.stopped) this.opts.onError?.(err);
  }

  /** Stops listening and the workers (a chunk in progress ends its batch; the rest is retried later). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.gauges.stop();
    await this.stopListening?.().catch(() => {});
    const boss = this.boss ?? (await this.starting?.catch(() => null));
    if (boss) await boss.stop({ graceful: true, timeout: 10_000, close: false });
  }
}
