import { Worker } from 'node:worker_threads';
import { createPglite, type Database, openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { demoExposure } from '../http/listen-host.js';
import { demoAccounts } from '../modules/health/demo.js';
import { isEmpty, seed } from './index.js';

/** What a start-up needs to know to decide whether it may listen on HOST. */
export interface ExposureRule {
  host: string;
  allowDemoOnNetwork: boolean;
}

/** What preparing the database did: seeded it, or refused to go on (the reason, for the terminal). */
export type Prepared = { seeded: boolean; refusal?: undefined } | { seeded: false; refusal: string };

/**
 * Migrates the database and, when it is empty, seeds the demo data, saying what it does on `say`.
 * Before seeding it applies the rule of `demoExposure`: a network HOST with demo passwords is refused.
 */
export async function prepareDatabase(
  database: Database,
  where: string,
  rule: ExposureRule,
  say: (line: string) => void,
): Promise<Prepared> {
  await migrate(database.db, undefined, (m, n, total) => {
    if (n === 1)
      say(`Preparing the database (${where}): ${total} migration${total === 1 ? '' : 's'} to apply …`);
    say(`  migration ${n}/${total}: ${String(m.version).padStart(3, '0')} ${m.name}`);
  });
  const willSeed = await isEmpty(database.db);
  const refusal = demoExposure(
    rule.host,
    { willSeed, demoAccounts: willSeed ? 0 : (await demoAccounts(database.db)).length },
    rule.allowDemoOnNetwork,
  );
  if (refusal) return { seeded: false, refusal };
  if (!willSeed) return { seeded: false };
  const started = Date.now();
  say('Seeding demo data (first start; the server answers /api/health/ready when done) …');
  await seed(database.db, { onStep: (line) => say(`  ${line}`) });
  say(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return { seeded: true };
}

async function prepareHere(
  dataDir: string,
  where: string,
  rule: ExposureRule,
  say: (line: string) => void,
): Promise<Prepared> {
  const database = await openDatabase({ pglite: await createPglite(dataDir) });
  try {
    return await prepareDatabase(database, where, rule, say);
  } finally {
    await database.close();
  }
}

/** A message of the start-up worker (prepare-worker.ts). */
export type WorkerMessage = { line: string } | { done: Prepared };

/**
 * prepareDatabase on the PGlite of `dataDir`, in a worker thread. PGlite runs PostgreSQL in the
 * calling thread (WebAssembly), so a first start's initdb, migrations and seed (tens of seconds)
 * would hold the event loop and the server could not answer `GET /api/health/live` meanwhile. The
 * worker opens the data, prepares it and closes it; the caller holds the data dir's lock throughout
 * and opens the data itself afterwards.
 */
export function prepareInWorker(
  dataDir: string,
  where: string,
  rule: ExposureRule,
  say: (line: string) => void,
): Promise<Prepared> {
  // `npm run dev` runs the sources through tsx, whose loader a worker thread does not get: there
  // the preparation runs on this thread (the built server, `npm start`, runs it in the worker)
  if (import.meta.url.endsWith('.ts')) return prepareHere(dataDir, where, rule, say);
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./prepare-worker.js', import.meta.url), {
      workerData: { dataDir, where, rule },
    });
    let result: Prepared | null = null;
    worker.on('message', (message: WorkerMessage) => {
      if ('line' in message) say(message.line);
      else result = message.done;
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (result) resolve(result);
      else reject(new Error(`preparing the database stopped (worker exit code ${code})`));
    });
  });
}
