/**
 * What a Lighthouse run would have scored with a main thread that never waited for a core: reads the
 * artifacts that `bench/lighthouse/run.mjs --save DIR` keeps of each run (`DIR/<route>-N.artifacts/`),
 * rescales every task of the page's main thread in the trace to its CPU time (the task and all it
 * holds, in proportion: `tdur / dur`), and runs Lighthouse's audits again on them (its audit mode, no
 * browser): the same graph of requests and tasks, simulated by Lantern as on the run.
 *
 * Why: Lantern takes each main-thread task's wall time (× 4, × 2 for a frame). On this shared two-core
 * machine a task of 13 ms of CPU can last 82 ms because the thread waited for a core (the server, the
 * browser's other threads, Lighthouse itself, other work), even at a load of 1. That waiting is the
 * machine's, not the page's, and it swings Lighthouse's TBT by hundreds of milliseconds between runs
 * of one build. The estimate here keeps everything else of the run (requests, their order and sizes,
 * which tasks ran) and drops only the waiting, so two builds can be compared on a loaded machine. It
 * is an estimate, not Lighthouse's score: an idle machine still waits a little (the page's own
 * threads share the cores), so the real idle figure is somewhat above it.
 *
 *   node bench/lighthouse/run.mjs --page /dashboard/workplace --runs 3 --save /tmp/lh
 *   node bench/lighthouse/idle-estimate.mjs /tmp/lh/*.artifacts
 *
 * Prints per run: Lighthouse's performance, TBT, FCP and LCP as run (audited again from the saved
 * artifacts) and with the main thread at its CPU time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import lighthouse from 'lighthouse';
import { loadArtifacts, saveArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { benchArgs } from '../lib/bench-args.mjs';
import { mainThread } from './cpu-blocking.mjs';

const { positionals } = benchArgs(import.meta.url, { allowPositionals: true, options: {} });
if (positionals.length === 0) {
  console.error(
    'usage: node bench/lighthouse/idle-estimate.mjs <DIR/route-N.artifacts>… (run.mjs --save keeps them)',
  );
  process.exit(2);
}

/**
 * The trace with each of the main thread's tasks shrunk to its CPU time: the task's events (and the
 * instant events inside it) keep their order and proportions, from the task's start.
 */
export function atCpuTime(events) {
  const { key, onMain } = mainThread(events);
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.tdur !== undefined && e.tdur < e.dur);
  // each event of the thread is moved by the task it starts in (the tasks are sorted and disjoint)
  const onThread = events
    .filter((e) => `${e.pid}:${e.tid}` === key && typeof e.ts === 'number')
    .sort((a, b) => a.ts - b.ts);
  let t = 0;
  for (const e of onThread) {
    while (t < tasks.length && tasks[t].ts + tasks[t].dur < e.ts) t++;
    const task = tasks[t];
    if (!task || e.ts < task.ts) continue;
    const f = task.tdur / task.dur;
    if (e === task) {
      e.dur = task.tdur;
      continue;
    }
    e.ts = task.ts + (e.ts - task.ts) * f;
    if (typeof e.dur === 'number') e.dur *= f;
  }
  return events;
}

/** Lighthouse's audits of saved artifacts, with the settings they were gathered with (it insists). */
async function audit(dir, settings) {
  const result = await lighthouse(undefined, {
    ...settings,
    gatherMode: undefined,
    auditMode: dir,
    logLevel: 'error',
    output: 'json',
  });
  const lhr = result?.lhr;
  if (!lhr || lhr.runtimeError) return undefined;
  const ms = (id) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
  return {
    perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbt: ms('total-blocking-time'),
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
  };
}

const show = (r) => (r ? `${r.perf} / ${r.tbt} / ${r.fcp} / ${r.lcp}` : 'failed');
console.log('run: perf / TBT ms / FCP ms / LCP ms, as run → main thread at its CPU time');
for (const dir of positionals) {
  const artifacts = await loadArtifacts(dir);
  const asRun = await audit(dir, artifacts.settings);
  atCpuTime(artifacts.Trace.traceEvents);
  const tmp = mkdtempSync(join(tmpdir(), 'opsdeck-idle-estimate-'));
  try {
    await saveArtifacts(artifacts, tmp);
    const idle = await audit(tmp, artifacts.settings);
    console.log(`${basename(dir).replace(/\.artifacts$/, '')}: ${show(asRun)} → ${show(idle)}`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
