/**
 * The worker side of `pglite-worker-trial.ts`: opens PGlite on the data dir it is given and answers
 * `{id, calls}` messages by replaying the recorded calls (as `replay` does), posting `{id, rows}` or
 * `{id, error}`. The trial measures whether moving PGlite off the main thread pays.
 */
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../../server/src/db/client.js';
import { preparedRows } from '../../server/src/db/prepared.js';
import type { RecordedCall } from '../lib/capture.js';

const pglite = await PGlite.create(join(workerData.dataDir as string, 'pg'), {
  extensions: PGLITE_EXTENSIONS,
});
let queue = Promise.resolve();
parentPort?.on('message', (msg: { id: number; calls: RecordedCall[] } | 'close') => {
  if (msg === 'close') {
    void queue.then(() => pglite.close()).then(() => parentPort?.postMessage('closed'));
    return;
  }
  queue = queue.then(async () => {
    try {
      let rows: unknown[] = [];
      for (const call of msg.calls) {
        if (!Array.isArray(call)) rows = await preparedRows(pglite, call.text, call.params);
        else
          rows = (
            (await (pglite.query as (...a: unknown[]) => Promise<{ rows: unknown[] }>)(...call)) ?? {
              rows: [],
            }
          ).rows;
      }
      parentPort?.postMessage({ id: msg.id, rows });
    } catch (error) {
      parentPort?.postMessage({ id: msg.id, error: String(error) });
    }
  });
});
parentPort?.postMessage('ready');
