import { resolve } from 'node:path';
import type { ApiClient } from '@opsdeck/shared/api';
import { UsageError } from '@opsdeck/shared/errors';
import type { ReissueKind } from '@opsdeck/shared/reissue';
import { BatchFailedError, InterruptedError } from '../../errors.js';
import { writeLine } from '../../io/io-streams.js';
import { writeJson } from '../../output/json.js';
import { countOf } from '../../ui/format.js';
import { renderConfirm, renderInfo, renderSuccess, renderWarning } from '../../ui/render.js';
import type { ServiceContext } from '../context.js';
import { loadReissueAction } from '../reissue/action.js';
import { createGate, DEFAULT_RETRY, type RetryPolicy, withRetries } from '../shared/attempts.js';
import { confirmBatch } from './confirm.js';
import { batchRuns, earlierOutcomes } from './earlier.js';
import { loadBatch } from './load.js';
import { runPool } from './pool.js';
import { processRow, type RowOutcome } from './process-row.js';
import { openProgress } from './progress.js';
import { memberResolver } from './resolve.js';
import { openResultsFile, outcomeTsv, type ResultsSink } from './results.js';
import type { BatchRow } from './rows.js';
import { type BatchSummary, buildSummary, summaryLines } from './summary.js';
import { createTally } from './tally.js';

/** Options of `opsdeck coins|vip reissue --file FILE`. */
export interface BatchOptions {
  file: string;
  json: boolean;
  jsonFields?: readonly string[];
  /** --jq: the JSON filtered by a jq expression. */
  jq?: string;
  dryRun: boolean;
  yes: boolean;
  concurrency: number;
  results?: string;
  batchId?: string;
}

/** What the batch needs from outside (tests swap them). */
export interface BatchDeps {
  confirm: typeof renderConfirm;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  retry: RetryPolicy;
  random?: () => number;
}

const defaultBatchDeps: BatchDeps = {
  confirm: renderConfirm,
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  retry: DEFAULT_RETRY,
};

/** Remembers the Retry-After of the server's last 429 (in ms) on this client. */
function watchRetryAfter(api: ApiClient): () => number | undefined {
  let last: number | undefined;
  api.axios.interceptors.response.use(
    undefined,
    (error: { response?: { status?: number; headers?: unknown } }) => {
      const headers = error.response?.headers as Record<string, unknown> | undefined;
      const seconds = Number(headers?.['retry-after']);
      if (error.response?.status === 429)
        last = Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
      return Promise.reject(error);
    },
  );
  return () => last;
}

/** Prints the summary: JSON on stdout with --json, else lines on stderr. */
function report(ctx: ServiceContext, summary: BatchSummary, opts: BatchOptions): void {
  const { io, t } = ctx;
  if (opts.json) {
    writeJson(io, summary, opts);
    return;
  }
  const [head = '', ...rest] = summaryLines(t, summary);
  const clean = summary.failed === 0 && !summary.interrupted && !summary.stoppedBy;
  if (clean) renderSuccess(io, head);
  else renderWarning(io, head);
  for (const line of rest) renderInfo(io, line);
}

/**
 * Re-issues coins or VIP days to every row of a CSV or NDJSON file. Every row is checked
 * first and any bad row refuses the batch; each row has a stable idempotency key, so running the
 * same file again after an interruption issues nothing twice and finishes the rest. Rows run
 * `concurrency` at a time; lost answers are retried with the same key; a rate limit pauses all
 * lanes. Ctrl+C stops taking new rows, lets the ones in flight finish and record, then prints
 * the summary and how to resume. Exit: 0 all rows done, 6 some failed, 130 interrupted.
 */
export async function reissueBatch(
  ctx: ServiceContext,
  kind: ReissueKind,
  opts: BatchOptions,
  deps: BatchDeps = defaultBatchDeps,
): Promise<BatchSummary> {
  const { io, t } = ctx;
  if (opts.results && opts.file !== '-' && resolve(opts.results) === resolve(opts.file))
    throw new UsageError(t('cli.batch.errors.resultsIsInput', { file: opts.results }));
  const action = await loadReissueAction(kind);
  const batch = await loadBatch(ctx, action, kind, opts);
  ctx.requireSignIn();
  const api = await ctx.apiClient();
  // a file run here before: what its earlier runs did is asked first, so the question counts it
  // and only the rest is sent (a first run asks nothing more)
  const runs = batchRuns(ctx, kind, batch, opts.batchId, deps.now());
  const earlier = runs.seen()
    ? await earlierOutcomes(api, kind, batch.rows)
    : new Map<BatchRow, RowOutcome>();
  const rest = batch.rows.filter((r) => !earlier.has(r));
  if (earlier.size > 0 && rest.length === 0)
    renderInfo(io, t('cli.batch.allDone', { rows: batch.rows.length, count: batch.rows.length }));
  else if (!opts.dryRun && !opts.yes) await confirmBatch(ctx, kind, batch, deps.confirm, earlier.size);
  if (!opts.dryRun) runs.started();

  const retryAfter = watchRetryAfter(api);
  const gate = createGate(deps.now, deps.sleep);
  let stopping = false;
  let fatal: unknown;
  const stopped = () => stopping || fatal !== undefined;
  const retry = <T>(call: () => Promise<T>) =>
    withRetries(call, {
      policy: deps.retry,
      gate,
      sleep: deps.sleep,
      retryAfterMs: retryAfter,
      random: deps.random,
      stopped,
    });
  const rowDeps = {
    api,
    action,
    kind,
    resolve: memberResolver(
      api,
      batch.rows.map((r) => r.input.member),
    ),
    dryRun: opts.dryRun,
    retry,
  };
  const sink: ResultsSink | undefined = opts.results ? openResultsFile(t, opts.results) : undefined;
  const rowsOut = !opts.json && !io.isStdoutTTY();

  const tally = createTally(batch.rows.length, deps.now);
  let abandoned = 0;
  const note = () => {
    if (stopping) return { kind: 'stopping' as const, inFlight: tally.snapshot().inFlight };
    const wait = gate.remaining();
    return wait > 0 ? { kind: 'rateLimited' as const, seconds: Math.ceil(wait / 1000) } : undefined;
  };
  const title = t(opts.dryRun ? 'cli.batch.title.dryRun' : `cli.batch.title.${kind.noun}`, {
    file: batch.source.name,
  });
  const progress = await openProgress(io, t, title, tally.snapshot(), deps.now, opts.dryRun);
  const ticker = setInterval(() => progress.update(tally.snapshot(note())), 250);
  ticker.unref();
  const unsubscribe = ctx.onInterrupt(() => {
    stopping = true;
    progress.update(tally.snapshot(note()));
  });

  let started = 0;
  let interrupted = false;
  // the rows an earlier run did are recorded as they are, first
  for (const outcome of earlier.values()) {
    tally.record(outcome);
    sink?.write(outcome);
    if (rowsOut) writeLine(io.stdout, outcomeTsv(outcome));
  }
  try {
    started = await runPool(rest, { concurrency: opts.concurrency, stopped }, async (row) => {
      tally.started();
      const run = await processRow(row, rowDeps);
      if (run.abandoned) {
        tally.abandoned();
        abandoned++;
        return;
      }
      tally.record(run.outcome);
      sink?.write(run.outcome);
      if (rowsOut) writeLine(io.stdout, outcomeTsv(run.outcome));
      if (run.fatal !== undefined) fatal ??= run.fatal;
      progress.update(tally.snapshot(note()));
    });
    started += earlier.size - abandoned;
    interrupted = stopping && started < batch.rows.length;
  } finally {
    clearInterval(ticker);
    unsubscribe();
    await progress.close(tally.snapshot());
    sink?.close();
  }

  const summary = buildSummary(
    {
      kind: kind.noun,
      file: batch.source.name,
      format: batch.source.format,
      sha256: batch.source.sha256,
      dryRun: opts.dryRun,
      interrupted,
      unit: kind.amount,
      amountTotal: batch.rows.reduce((sum, r) => sum + r.input.amount, 0),
      elapsedMs: tally.snapshot().elapsedMs,
      results: opts.results ?? null,
      started,
      ...(fatal instanceof Error ? { stoppedBy: fatal.message } : {}),
    },
    tally.counts(),
    tally.failures(),
  );
  report(ctx, summary, opts);
  if (interrupted) throw new InterruptedError(t('cli.batch.interrupted'));
  if (fatal !== undefined) throw fatal;
  if (summary.failed > 0)
    throw new BatchFailedError(t('cli.batch.someFailed', countOf(summary.failed)), summary.failed);
  return summary;
}
