/** A tiny closed-loop load generator: `concurrency` workers each run `task` back to back. */

export interface LoadResult {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Completed tasks per second over the whole run. */
  throughput: number;
}

/** Runs `task` `total` times with `concurrency` in flight; returns latency percentiles in ms. */
export async function runLoad(
  task: () => Promise<void>,
  total: number,
  concurrency: number,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      next += 1;
      const t = performance.now();
      await task();
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0;
  return {
    count: latencies.length,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: at(1),
    throughput: latencies.length / seconds,
  };
}

/** `12.3` style milliseconds. */
export const ms = (v: number) => v.toFixed(v < 10 ? 2 : 1);
