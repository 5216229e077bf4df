/**
 * The charts' starts, one per task. A screen that mounts several charts (the data analyses, the
 * workplace) ran every chart's `init` and first `setOption` in the one task that flushed their
 * effects: 134 and 222 ms of CPU on the data analysis at the first paint and with its answers, which
 * Lighthouse's 4× slowdown makes over half a second of blocking each. Queued here, each chart starts
 * in a task of its own (a zero timeout after the last), and the browser can paint and take input in
 * between.
 */
const queue: (() => void)[] = [];
let scheduled = false;

function runNext(): void {
  scheduled = false;
  queue.shift()?.();
  if (queue.length > 0) schedule();
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  setTimeout(runNext, 0);
}

/** Runs `start` in a task of its own after the charts queued before it; the returned function cancels it if it has not run. */
export function queueChartStart(start: () => void): () => void {
  queue.push(start);
  schedule();
  return () => {
    const at = queue.indexOf(start);
    if (at >= 0) queue.splice(at, 1);
  };
}
