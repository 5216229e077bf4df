/**
 * PGlite in a worker thread, measured before building it into the server (docs/decisions/0007):
 * the list scenarios' SQL (recorded from the services, as `bench:lists` does) replayed at
 * concurrency 16 on PGlite in this thread, then through a worker thread holding PGlite (the rows
 * come back by postMessage). For each it gives queries/s and the CPU ms per query this (the main)
 * thread spent: in the server, that thread also runs HTTP, auth, validation and serialization, so
 * what the worker saves it is what the event loop gets back. Rounds alternate.
 *
 *   npx tsx --conditions=@opsdeck/source bench/lists/pglite-worker-trial.ts --data-dir <dir> [--requests 1000]
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { memberListQuerySchema, orderListQuerySchema } from '@opsdeck/shared/schemas';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../server/src/db/sql.js';
import { listMembers } from '../../server/src/modules/members/list-service.js';
import { listOrders } from '../../server/src/modules/orders/service.js';
import { benchArgs } from '../lib/bench-args.mjs';
import { captureQueries, type RecordedCall, replay } from '../lib/capture.js';
import { openBenchDatabase } from '../lib/database.js';
import { ms, runLoad } from '../lib/load.js';

const { values: args } = benchArgs(import.meta.url, {
  options: {
    'data-dir': { type: 'string' },
    requests: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '16' },
    rounds: { type: 'string', default: '2' },
  },
});
const dataDir = args['data-dir'];
if (!dataDir) throw new Error('--data-dir <a bench:lists data dir>');
const requests = Number(args.requests);
const concurrency = Number(args.concurrency);

// record the scenarios' calls on an in-thread PGlite
let bench = await openBenchDatabase({ dataDir });
const db = bench.database.db;
const [m] = await queryRows<{ visible_id: string }>(
  db,
  sql`SELECT visible_id FROM members ORDER BY id DESC LIMIT 1 OFFSET 777`,
);
const scenarios: [string, () => Promise<unknown>][] = [
  [
    'orders kind=vip&status=paid, page 1',
    () => listOrders(db, orderListQuerySchema.parse({ kind: 'vip', status: 'paid' }), 'en-US'),
  ],
  [
    `members q=${m?.visible_id} (visible id)`,
    () => listMembers(db, memberListQuerySchema.parse({ q: m?.visible_id })),
  ],
];
const recorded: [string, RecordedCall[]][] = [];
for (const [name, run] of scenarios) {
  await run();
  recorded.push([name, await captureQueries(bench.raw, run)]);
}

/** CPU ms of this process's main thread so far (Linux /proc, 10 ms ticks): not the worker's. */
function mainThreadCpu(): number {
  const fields = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function inThread(calls: RecordedCall[]) {
  const cpu = mainThreadCpu();
  const res = await runLoad(() => replay(bench.raw, calls), requests, concurrency);
  return { res, cpu: (mainThreadCpu() - cpu) / res.count };
}

async function viaWorker(worker: Worker, calls: RecordedCall[]) {
  let next = 0;
  const waiting = new Map<number, () => void>();
  const onMessage = (msg: { id: number; error?: string }) => {
    if (msg.error) throw new Error(msg.error);
    waiting.get(msg.id)?.();
    waiting.delete(msg.id);
  };
  worker.on('message', onMessage);
  const cpu = mainThreadCpu();
  const res = await runLoad(
    () =>
      new Promise<void>((done) => {
        const id = next++;
        waiting.set(id, done);
        worker.postMessage({ id, calls });
      }),
    requests,
    concurrency,
  );
  const used = (mainThreadCpu() - cpu) / res.count;
  worker.off('message', onMessage);
  return { res, cpu: used };
}

console.log(`concurrency ${concurrency}, ${requests} replays per row; CPU = this process's CPU ms per query`);
console.log(
  '| round | query | where | q/s | p50 ms | p99 ms | main-thread CPU ms/q (in-thread: all of it) | load |\n|---:|---|---|---:|---:|---:|---:|---:|',
);
for (let round = 1; round <= Number(args.rounds); round++) {
  // in this thread (the data dir is this process's: close before the worker opens it)
  const rows: string[] = [];
  for (const [name, calls] of recorded) {
    await replay(bench.raw, calls);
    const load = loadavg()[0]?.toFixed(1);
    const { res, cpu } = await inThread(calls);
    rows.push(
      `| ${round} | ${name} | this thread | ${res.throughput.toFixed(0)} | ${ms(res.p50)} | ${ms(res.p99)} | ${ms(cpu)} | ${load} |`,
    );
  }
  for (const r of rows) console.log(r);
  await bench.database.close();
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir },
  });
  await new Promise<void>((ready) => worker.once('message', () => ready()));
  for (const [name, calls] of recorded) {
    await viaWorker(worker, calls); // warm
    const load = loadavg()[0]?.toFixed(1);
    const { res, cpu } = await viaWorker(worker, calls);
    console.log(
      `| ${round} | ${name} | worker thread | ${res.throughput.toFixed(0)} | ${ms(res.p50)} | ${ms(res.p99)} | ${ms(cpu)} | ${load} |`,
    );
  }
  worker.postMessage('close');
  await new Promise<void>((closed) => worker.once('message', () => closed()));
  await worker.terminate();
  if (round < Number(args.rounds)) bench = await openBenchDatabase({ dataDir });
}
