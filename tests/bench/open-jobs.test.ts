import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { copySeededDataDir, ROOT } from '../helpers/start-server.js';

/**
 * The re-issue job benches never leave a job open in a data dir (the next server there would resume
 * it and issue its rows): stopped with Ctrl+C they cancel the job they run; killed outright, their
 * next run cancels what the killed one left.
 */
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the run's seeded data dir. */
function seededCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'opsdeck-bench-jobs-test-'));
  dirs.push(dir);
  copySeededDataDir(dir);
  return dir;
}

/** A bench script run as `npm run bench:*` runs it (tsx, the source condition), in its own process group. */
function bench(script: string, args: string[]) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@opsdeck/source', join(ROOT, script), ...args],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exit = new Promise<number | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? (signal ? -1 : null))),
  );
  return { child, output: () => output, exit };
}

/** Waits until the bench has printed `pattern` and returns the match. */
async function printed(run: ReturnType<typeof bench>, pattern: RegExp): Promise<RegExpMatchArray> {
  return vi.waitFor(
    () => {
      const match = run.output().match(pattern);
      if (!match) throw new Error(`no ${pattern} yet:\n${run.output()}`);
      return match;
    },
    { timeout: 240_000, interval: 100 },
  );
}

/** Ctrl+C in the bench's terminal: SIGINT to its whole process group (a server it started too). */
const ctrlC = (child: ChildProcess) => process.kill(-(child.pid as number), 'SIGINT');

/** The re-issue jobs of the data dir, by id: status and how many rows are still pending. */
async function jobsIn(dataDir: string): Promise<Map<number, { status: string; pending: number }>> {
  const db = await PGlite.create(join(dataDir, 'pg'), { extensions: { pg_trgm } });
  try {
    const { rows } = await db.query<{ id: number; status: string; pending: number }>(
      `SELECT j.id, j.status, (SELECT count(*) FROM reissue_job_rows r WHERE r.job_id = j.id AND r.state = 'pending')::int AS pending
         FROM reissue_jobs j ORDER BY j.id`,
    );
    return new Map(rows.map((r) => [r.id, { status: r.status, pending: r.pending }]));
  } finally {
    await db.close();
  }
}

describe('re-issue job benches leave no open job', { timeout: 600_000 }, () => {
  test('bench/reissue-jobs/cpu.ts: Ctrl+C cancels its running job; a job a SIGKILL left is cancelled by the next run', async () => {
    const dataDir = seededCopy();
    const args = ['--data-dir', dataDir, '--rows', '2000', '--rounds', '3', '--modes', 'triggers'];
    const interrupted = bench('bench/reissue-jobs/cpu.ts', args);
    const id = Number((await printed(interrupted, /job (\d+) running/))[1]);
    ctrlC(interrupted.child);
    expect(await interrupted.exit, interrupted.output()).toBe(130);
    expect((await jobsIn(dataDir)).get(id)).toEqual({ status: 'cancelled', pending: 0 });

    const killed = bench('bench/reissue-jobs/cpu.ts', args);
    const left = Number((await printed(killed, /job (\d+) running/))[1]);
    process.kill(-(killed.child.pid as number), 'SIGKILL');
    await killed.exit;
    expect((await jobsIn(dataDir)).get(left)?.status).toMatch(/^(queued|running)$/);
    const next = bench('bench/reissue-jobs/cpu.ts', [...args.slice(0, 2), '--rounds', '0']);
    expect(await next.exit, next.output()).toBe(0);
    expect(next.output()).toContain(`cancelled the open bench job ${left}`);
    const after = await jobsIn(dataDir);
    expect(
      [...after.values()].filter((j) => ['pending_approval', 'queued', 'running'].includes(j.status)),
    ).toEqual([]);
  });

  test('bench/reissue-jobs/run.ts: Ctrl+C (the bench and its server) leaves the job cancelled, not open', async () => {
    const dataDir = seededCopy();
    const run = bench('bench/reissue-jobs/run.ts', ['--data-dir', dataDir]);
    const id = Number((await printed(run, /job (\d+): created/))[1]);
    ctrlC(run.child);
    expect(await run.exit, run.output()).toBe(130);
    const job = (await jobsIn(dataDir)).get(id);
    // cancelled (or done, had it finished before the signal): never open for the next server
    expect(job?.status, run.output()).toMatch(/^(cancelled|done)$/);
    expect(job?.pending).toBe(0);
  });
});
