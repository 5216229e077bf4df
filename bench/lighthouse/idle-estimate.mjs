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
import { basename } from 'node:path';
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { benchArgs } from '../lib/bench-args.mjs';
import { auditAtCpuTime, auditSaved } from './cpu-time-audit.mjs';

const { positionals } = benchArgs(import.meta.url, { allowPositionals: true, options: {} });
if (positionals.length === 0) {
  console.error(
    'usage: node bench/lighthouse/idle-estimate.mjs <DIR/route-N.artifacts>… (run.mjs --save keeps them)',
  );
  process.exit(2);
}

const show = (r) => (r ? `${r.performance} / ${r.tbtMs} / ${r.fcpMs} / ${r.lcpMs}` : 'failed');
console.log('run: perf / TBT ms / FCP ms / LCP ms, as run → main thread at its CPU time');
for (const dir of positionals) {
  const artifacts = await loadArtifacts(dir);
  const asRun = await auditSaved(dir, artifacts.settings);
  const idle = await auditAtCpuTime(artifacts);
  console.log(`${basename(dir).replace(/\.artifacts$/, '')}: ${show(asRun)} → ${show(idle)}`);
}
