import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { type ApiClient, findReissueKeys } from '@opsdeck/shared/api';
import type { ReissueKind } from '@opsdeck/shared/reissue';
import { readJsonObject, writeJsonFile } from '../../config/json-file.js';
import type { ServiceContext } from '../context.js';
import type { LoadedBatch } from './load.js';
import type { RowOutcome } from './process-row.js';
import type { BatchRow } from './rows.js';

/** Batches remembered (the newest), and for how long. */
const KEEP_RUNS = 500;
const KEEP_MS = 90 * 86_400_000;

/** Most keys one request carries (the server's limit). */
const KEYS_MAX = 20_000;

/**
 * The runs of a batch file this CLI started, in `batches.json` beside config.json: one entry per
 * server, kind, batch id and file content (a hash of them), with when it last started. A file run
 * before is checked against the server before it is confirmed (`earlierOutcomes`); a file never run
 * here costs no extra request.
 */
export function batchRuns(
  ctx: Pick<ServiceContext, 'configDir' | 'server'>,
  kind: ReissueKind,
  batch: LoadedBatch,
  batchId: string | undefined,
  now: number,
) {
  const path = ctx.configDir ? join(ctx.configDir, 'batches.json') : undefined;
  const id = createHash('sha256')
    .update([ctx.server, kind.noun, batchId ?? '', batch.source.sha256].join('\n'))
    .digest('hex');
  const runs = () => (path ? readJsonObject(path) : {});
  return {
    /** True when this CLI started this batch before. */
    seen: () => typeof runs()[id] === 'string',
    /** Remembers that the batch starts now (kept to the newest KEEP_RUNS of the last 90 days). */
    started() {
      if (!path) return;
      const kept = Object.entries(runs())
        .filter((e): e is [string, string] => typeof e[1] === 'string' && now - Date.parse(e[1]) < KEEP_MS)
        .filter(([key]) => key !== id)
        .sort((a, b) => b[1].localeCompare(a[1]))
        .slice(0, KEEP_RUNS - 1);
      try {
        writeJsonFile(path, Object.fromEntries([[id, new Date(now).toISOString()], ...kept]), 0o600);
      } catch {
        // not remembering only costs the next run its early count
      }
    },
  };
}

/**
 * What an earlier run already did to the rows whose keys were derived from them (same member,
 * amount and reason, so the same request): issued (with its order) or held for a second admin.
 * Those rows are recorded as they are and not sent again. A row with its own key is always sent:
 * the server replays it, or refuses it (409) when the row was changed under the same key. A server
 * that cannot tell (an older one, an error) tells nothing: every row is sent, as before.
 */
export async function earlierOutcomes(
  api: ApiClient,
  kind: ReissueKind,
  rows: readonly BatchRow[],
): Promise<Map<BatchRow, RowOutcome>> {
  const derived = rows.filter((r) => r.derived);
  const found = new Map<string, Partial<RowOutcome>>();
  try {
    const keys = [...new Set(derived.map((r) => r.input.key))];
    for (let at = 0; at < keys.length; at += KEYS_MAX) {
      const answer = await findReissueKeys(api, { keys: keys.slice(at, at + KEYS_MAX) });
      for (const i of answer.issued)
        found.set(i.key, { status: 'replayed', orderNo: i.orderNo, memberId: i.memberId });
      for (const p of answer.pending) found.set(p.key, { status: 'pending', approvalId: p.approvalId });
    }
  } catch {
    return new Map();
  }
  const outcomes = new Map<BatchRow, RowOutcome>();
  for (const row of derived) {
    const earlier = found.get(row.input.key);
    if (!earlier?.status) continue;
    const { input } = row;
    outcomes.set(row, {
      line: row.line,
      key: input.key,
      member: input.member,
      [kind.amount]: input.amount,
      reason: input.reason,
      ...earlier,
      status: earlier.status,
      attempts: 0,
    });
  }
  return outcomes;
}
