/**
 * Blocking time from a Chrome trace's CPU time, for a shared machine: Lighthouse's total blocking
 * time is simulated from the tasks' wall time, which a loaded machine stretches (the main thread
 * waits for a core inside its tasks: 10 ms of work lasts 60 ms at a load of 12 on two cores). This
 * takes each task's thread time (`tdur`) instead, times Lighthouse's slowdown for that task (4×, and
 * 2× for a task that laid the page out, as Lantern does), and sums what is over 50 ms after the
 * first contentful paint. It is an estimate beside Lighthouse's figure (no simulation of the network
 * and its overlap, no end at time to interactive), not a replacement.
 */

/** The renderer's main thread of a trace (the CrRendererMain thread with the most task time). */
export function mainThread(events) {
  const threadNames = new Map();
  for (const e of events) {
    if (e.ph === 'M' && e.name === 'thread_name') threadNames.set(`${e.pid}:${e.tid}`, e.args.name);
  }
  const busy = new Map();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph === 'X' && e.name === 'RunTask' && threadNames.get(key) === 'CrRendererMain')
      busy.set(key, (busy.get(key) ?? 0) + e.dur);
  }
  const key = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!key) throw new Error('no renderer main thread with tasks in this trace');
  const onMain = events
    .filter((e) => `${e.pid}:${e.tid}` === key && e.ph === 'X' && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const navStart = events.find(
    (e) => e.name === 'navigationStart' && `${e.pid}:${e.tid}` === key && e.args?.data?.isLoadingMainFrame,
  )?.ts;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && `${e.pid}:${e.tid}` === key)?.ts;
  return { key, onMain, t0: navStart ?? onMain[0]?.ts ?? 0, fcp };
}

/** The thread's CPU time of a trace event in µs (its wall time when the trace has none). */
export const cpuOf = (e) => e.tdur ?? e.dur;

/** Lighthouse's CPU slowdown of its mobile profile, and where a task starts to block. */
export const SLOWDOWN = 4;
/**
 * Lantern's slowdown of a task that did a `Layout` (its simulator's `layoutTaskMultiplier`, 0.5 of
 * the CPU slowdown: "layout tasks tend to be less CPU-bound"). A frame that lays the page out
 * counts half as much as a script task of the same duration.
 */
export const LAYOUT_SLOWDOWN = SLOWDOWN / 2;
const BLOCKING_FROM_MS = 50;

/** The main thread's tasks (`RunTask`) that contain a `Layout` event: `onMain` is sorted by start. */
export function tasksWithLayout(onMain) {
  const found = new Set();
  let task;
  for (const e of onMain) {
    if (e.name === 'RunTask') task = e;
    else if (e.name === 'Layout' && task && e.ts < task.ts + task.dur) found.add(task);
  }
  return found;
}

/** The slowdown Lighthouse's simulation applies to a task: 2× if it laid the page out, else 4×. */
export const slowdownOf = (task, withLayout) => (withLayout.has(task) ? LAYOUT_SLOWDOWN : SLOWDOWN);

/** The blocking time (ms) of the tasks after the first paint, from their CPU time at Lantern's slowdown. */
export function cpuBlockingMs(trace) {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const { onMain, fcp } = mainThread(events);
  const withLayout = tasksWithLayout(onMain);
  let blocking = 0;
  for (const task of onMain) {
    if (task.name !== 'RunTask' || (fcp !== undefined && task.ts < fcp)) continue;
    blocking += Math.max(0, (slowdownOf(task, withLayout) * cpuOf(task)) / 1000 - BLOCKING_FROM_MS);
  }
  return Math.round(blocking);
}
