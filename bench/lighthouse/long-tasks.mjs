/**
 * What the main thread did in a Lighthouse run's long tasks: reads a trace that
 * `bench/lighthouse/run.mjs --save DIR` wrote (`DIR/<route>-N.trace.json`) and prints every task of
 * the page's main thread whose CPU time is over the threshold (observed, before Lighthouse's 4× CPU
 * multiplier: a task of 12.5 ms here counts as 50 ms, the start of blocking time), each with its
 * largest parts (script evaluated or called, by file and function; style, layout, parsing, paint).
 *
 * It counts the thread's CPU time (the trace's `tdur`), not the wall time (`dur`, in brackets) that
 * Lighthouse takes: on a loaded machine the thread waits for a core inside its tasks, and a task of
 * 10 ms of work lasts 60 ms at a load of 12 on two cores. The CPU time is what the page costs.
 *
 *   node bench/lighthouse/long-tasks.mjs /tmp/lh/member-list-1.trace.json
 *   node bench/lighthouse/long-tasks.mjs /tmp/lh/member-list-1.trace.json --min 8 --parts 8
 *   node bench/lighthouse/long-tasks.mjs /tmp/lh/member-list-1.trace.json --dist web/dist
 *   node bench/lighthouse/long-tasks.mjs /tmp/lh/member-list-1.trace.json --wall
 *                                    # tasks chosen and summed by wall time, as Lighthouse does
 *
 * A trace saved with `run.mjs --samples` also has the V8 CPU profiler's samples: each task then
 * lists the functions that ran in it (own time) and the source files (time anywhere on the stack),
 * named from the build's source maps with `--dist` (the build the trace was taken on).
 *
 * The sum of (slowdown × duration − 50 ms) over the tasks after the first paint approximates what
 * the observed trace contributes to Lighthouse's total blocking time (Lighthouse simulates it from a
 * graph of the same tasks). The slowdown is Lantern's: 4, and 2 for a task that did a `Layout` (a
 * frame; the `×` column shows which). With `--wall` the tasks are chosen and summed by their wall
 * time, which is what Lantern reads: on this shared two-core machine that sum, not the CPU one,
 * tracks Lighthouse's TBT (a frame of 13 ms of CPU that waited 82 ms for a core is 164 ms of it).
 */
import { readFileSync } from 'node:fs';
import { benchArgs } from '../lib/bench-args.mjs';
import { cpuOf, mainThread, slowdownOf, tasksWithLayout } from './cpu-blocking.mjs';
import { samplesBetween, traceSamples } from './trace-samples.mjs';

const { values: args, positionals } = benchArgs(import.meta.url, {
  allowPositionals: true,
  options: {
    min: { type: 'string', default: '12.5' },
    parts: { type: 'string', default: '6' },
    dist: { type: 'string' },
    wall: { type: 'boolean', default: false },
  },
});
if (positionals.length !== 1) {
  console.error('usage: node bench/lighthouse/long-tasks.mjs <trace.json> [--min ms] [--parts n]');
  process.exit(2);
}
const trace = JSON.parse(readFileSync(positionals[0], 'utf8'));
const events = Array.isArray(trace) ? trace : trace.traceEvents;

const { key: main, onMain, t0, fcp } = mainThread(events);
const sampled = await traceSamples(events, main, args.dist);
const ms = (us) => us / 1000;

const file = (url) => (url ? url.replace(/^.*\//, '').replace(/\?.*$/, '') || url : '');
/** A short name for a trace event inside a task. */
function label(e) {
  const d = e.args?.data ?? {};
  switch (e.name) {
    case 'EvaluateScript':
    case 'v8.compile':
    case 'v8.compileModule':
    case 'v8.evaluateModule':
      return `${e.name} ${file(d.url ?? e.args?.fileName)}`;
    case 'FunctionCall':
      return `FunctionCall ${file(d.url)} ${d.functionName || '(anon)'}`;
    case 'TimerFire':
    case 'FireAnimationFrame':
    case 'EventDispatch':
      return `${e.name}${d.type ? ` ${d.type}` : ''}`;
    default:
      return e.name;
  }
}
const WANTED =
  /^(EvaluateScript|v8\.compile|v8\.compileModule|v8\.evaluateModule|FunctionCall|UpdateLayoutTree|Layout|ParseHTML|ParseAuthorStyleSheet|Paint|PrePaint|Layerize|HitTest|MajorGC|MinorGC|V8\.GC_SCAVENGER|BlinkGC\.AtomicPhase|XHRReadyStateChange|XHRLoad|ResourceReceivedData|TimerFire|FireAnimationFrame|EventDispatch|RunMicrotasks|v8\.run|ScheduleStyleRecalculation)$/;

const tasks = onMain.filter((e) => e.name === 'RunTask');
const withLayout = tasksWithLayout(onMain);
let blocking = 0;
let total = 0;
const min = Number(args.min) * 1000;
const cpu = cpuOf;
// --wall: choose and count the tasks by their wall time, as Lighthouse's simulation does
const measure = args.wall ? (e) => e.dur : cpuOf;
console.log(
  `main thread ${main}: ${tasks.length} tasks; first contentful paint at ${fcp ? ms(fcp - t0).toFixed(0) : '?'} ms`,
);
for (const task of tasks) {
  total += measure(task);
  if (measure(task) < min) continue;
  const after = fcp === undefined || task.ts >= fcp;
  const factor = slowdownOf(task, withLayout);
  const simulated = factor * ms(measure(task));
  if (after) blocking += Math.max(0, simulated - 50);
  const end = task.ts + task.dur;
  // the parts: wanted events inside the task, outermost first (a part inside another is skipped)
  const inside = onMain.filter(
    (e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= end && WANTED.test(e.name),
  );
  const parts = [];
  let coveredUntil = -1;
  for (const e of inside) {
    // keep the first level of script (a FunctionCall's nested FunctionCalls are its own)
    if (e.ts < coveredUntil && !/^(UpdateLayoutTree|Layout|MajorGC|MinorGC)$/.test(e.name)) continue;
    parts.push(e);
    if (
      /^(EvaluateScript|FunctionCall|v8\.evaluateModule|TimerFire|FireAnimationFrame|EventDispatch|RunMicrotasks)$/.test(
        e.name,
      )
    )
      coveredUntil = Math.max(coveredUntil, e.ts + e.dur);
  }
  const byLabel = new Map();
  for (const e of parts) byLabel.set(label(e), (byLabel.get(label(e)) ?? 0) + cpu(e));
  const top = [...byLabel]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(args.parts))
    .map(([k, v]) => `${ms(v).toFixed(1)} ${k}`)
    .join('; ');
  console.log(
    `${ms(task.ts - t0)
      .toFixed(0)
      .padStart(
        6,
      )} ms  ${ms(cpu(task)).toFixed(1).padStart(6)} ms [${ms(task.dur).toFixed(0)}] (×${factor} ${simulated.toFixed(0)})${after ? '' : ' before FCP'}  ${top}`,
  );
  if (sampled) {
    const ran = samplesBetween(sampled, task.ts, end, Number(args.parts));
    console.log(`          own: ${ran.own}\n          files: ${ran.files}`);
  }
}
if (!sampled) console.log('\n(no JavaScript samples in this trace: save it with run.mjs --samples)');
console.log(
  args.wall
    ? `\n${ms(total).toFixed(0)} ms of wall time in tasks; blocking after the first paint at Lantern's slowdown from wall time: ${blocking.toFixed(0)} ms`
    : `\n${ms(total).toFixed(0)} ms of CPU in tasks; blocking after the first paint at Lantern's slowdown from CPU time: ${blocking.toFixed(0)} ms`,
);
