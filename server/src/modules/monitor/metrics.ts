/** The window of the request figures. */
export const METRICS_WINDOW_MS = 5 * 60_000;

/** Requests per minute, error rate and p95 latency over the last five minutes of this process. */
export interface RequestFigures {
  requestsPerMinute: number;
  errorRate: number;
  p95Ms: number;
}

/**
 * The answered requests of the last five minutes (time, status, duration), oldest first. Kept in
 * memory per server process: pruned on each record and read, so it never holds more than the window.
 */
export class RequestMetrics {
  private times: number[] = [];
  private statuses: number[] = [];
  private durations: number[] = [];
  private readonly startedAt: number;

  constructor(private readonly now: () => number = Date.now) {
    this.startedAt = now();
  }

  record(status: number, durationMs: number): void {
    const at = this.now();
    this.times.push(at);
    this.statuses.push(status);
    this.durations.push(durationMs);
    if (this.times.length % 256 === 0) this.prune(at);
  }

  figures(): RequestFigures {
    const at = this.now();
    this.prune(at);
    const count = this.times.length;
    const minutes = Math.max(1, Math.min(METRICS_WINDOW_MS, at - this.startedAt) / 60_000);
    const errors = this.statuses.filter((s) => s >= 500).length;
    const sorted = [...this.durations].sort((a, b) => a - b);
    const p95 = count === 0 ? 0 : (sorted[Math.min(count - 1, Math.ceil(count * 0.95) - 1)] ?? 0);
    return {
      requestsPerMinute: Math.round((count / minutes) * 10) / 10,
      errorRate: count === 0 ? 0 : Math.round((errors / count) * 10_000) / 10_000,
      p95Ms: Math.round(p95 * 10) / 10,
    };
  }

  private prune(at: number): void {
    const from = at - METRICS_WINDOW_MS;
    let drop = 0;
    while (drop < this.times.length && (this.times[drop] ?? 0) < from) drop++;
    if (drop === 0) return;
    this.times = this.times.slice(drop);
    this.statuses = this.statuses.slice(drop);
    this.durations = this.durations.slice(drop);
  }
}
