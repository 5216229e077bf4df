import type { RowOutcome } from './process-row.js';

/** Counts of a batch so far. */
export interface Counts {
  total: number;
  issued: number;
  replayed: number;
  failed: number;
  /** Rows held for a second admin's approval (nothing issued yet). */
  pending: number;
  /** Rows a dry run checked (and found would be issued). */
  checked: number;
  /** Coins or days issued by this run (replays not included). */
  amountIssued: number;
}

/** What a progress display shows at one moment. */
export interface ProgressSnapshot extends Counts {
  done: number;
  inFlight: number;
  elapsedMs: number;
  /** Rows finished per second so far. */
  rate: number;
  /** Estimated time to finish, once there is a rate to go by. */
  etaMs?: number;
  /** Why the batch is waiting, if it is. */
  note?: { kind: 'stopping'; inFlight: number } | { kind: 'rateLimited'; seconds: number };
}

/** Running counts of a batch and the snapshots a progress display draws. */
export interface Tally {
  started(): void;
  /** A started row given up before its re-issue was sent (the batch stopped). */
  abandoned(): void;
  record(outcome: RowOutcome): void;
  counts(): Counts;
  snapshot(note?: ProgressSnapshot['note']): ProgressSnapshot;
  failures(): RowOutcome[];
}

export function createTally(total: number, now: () => number): Tally {
  const startedAt = now();
  const counts: Counts = {
    total,
    issued: 0,
    replayed: 0,
    failed: 0,
    pending: 0,
    checked: 0,
    amountIssued: 0,
  };
  const failures: RowOutcome[] = [];
  let started = 0;
  const done = () => counts.issued + counts.replayed + counts.failed + counts.pending + counts.checked;
  return {
    started: () => {
      started++;
    },
    abandoned: () => {
      started--;
    },
    record(outcome) {
      if (outcome.status === 'issued') {
        counts.issued++;
        counts.amountIssued += outcome.coins ?? outcome.days ?? 0;
      } else if (outcome.status === 'replayed') counts.replayed++;
      else if (outcome.status === 'dry-run') counts.checked++;
      else if (outcome.status === 'pending') counts.pending++;
      else {
        counts.failed++;
        failures.push(outcome);
      }
    },
    counts: () => ({ ...counts }),
    snapshot(note) {
      const elapsedMs = Math.max(1, now() - startedAt);
      const finished = done();
      const rate = (finished * 1000) / elapsedMs;
      const left = total - finished;
      return {
        ...counts,
        done: finished,
        inFlight: started - finished,
        elapsedMs,
        rate,
        ...(finished > 0 && rate > 0 ? { etaMs: (left / rate) * 1000 } : {}),
        ...(note ? { note } : {}),
      };
    },
    failures: () => [...failures],
  };
}
