import { parentPort, workerData } from 'node:worker_threads';
import { createPglite, openDatabase } from '../db/client.js';
import { type ExposureRule, prepareDatabase, type WorkerMessage } from './prepare.js';

/**
 * The start-up worker of prepareInWorker: opens the PGlite of `dataDir` (the main thread holds its
 * lock), migrates and seeds it, closes it, and says what it did. A thrown error ends the worker
 * with it (the main thread's `error` event).
 */
const { dataDir, where, rule } = workerData as { dataDir: string; where: string; rule: ExposureRule };
const post = (message: WorkerMessage) => parentPort?.postMessage(message);
const database = await openDatabase({ pglite: await createPglite(dataDir) });
try {
  post({ done: await prepareDatabase(database, where, rule, (line) => post({ line })) });
} finally {
  await database.close();
}
