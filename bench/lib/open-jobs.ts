import type { Db } from '../../server/src/db/client.js';
import { rawRows } from '../../server/src/db/raw.js';
import { cancelJob } from '../../server/src/modules/reissue-jobs/cancel.js';

/**
 * The reason every bench re-issue job carries: how a bench finds the jobs an earlier run of it left
 * open (killed before it could cancel them), which the next server on that data dir would resume.
 */
export const BENCH_JOB_REASON = 'bench: compensation';

/**
 * Cancels the bench's open re-issue jobs (waiting, queued or running, with BENCH_JOB_REASON) as an
 * admin cancelling them would (their rows not run are never issued, audited); returns their ids.
 */
export async function cancelOpenBenchJobs(db: Db, log: (line: string) => void): Promise<number[]> {
  const open = await rawRows<{ id: number; created_by: number }>(
    db,
    `SELECT id, created_by FROM reissue_jobs
      WHERE reason = $1 AND status IN ('pending_approval', 'queued', 'running') ORDER BY id`,
    [BENCH_JOB_REASON],
  );
  for (const job of open) {
    const operator = { id: job.created_by, role: 'admin', name: 'bench', phone: '' } as const;
    await cancelJob(db, job.id, operator, '127.0.0.1');
    log(`cancelled the open bench job ${job.id}`);
  }
  return open.map((j) => j.id);
}

/**
 * Runs `cleanup` once on SIGINT, SIGTERM or SIGHUP (Ctrl+C, kill, a closed terminal), then exits with
 * 128 + the signal's number: a bench stopped early cancels what it started instead of leaving it open.
 */
export function onInterrupt(cleanup: (signal: NodeJS.Signals) => Promise<void>): void {
  const codes: Partial<Record<NodeJS.Signals, number>> = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 };
  let running = false;
  for (const signal of Object.keys(codes) as NodeJS.Signals[])
    process.on(signal, () => {
      if (running) return;
      running = true;
      process.stderr.write(`${signal}: stopping the bench…\n`);
      cleanup(signal)
        .catch((error: unknown) => process.stderr.write(`cleanup failed: ${String(error)}\n`))
        .finally(() => process.exit(codes[signal]));
    });
}
