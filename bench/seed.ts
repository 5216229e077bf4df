/**
 * Seeds a bench database once, as the benches do when they find it empty (`ensureSeeded`: migrate, the
 * demo generator's core, business and content at the given sizes, VACUUM ANALYZE), and prints how long
 * it took. PostgreSQL when DATABASE_URL is set, else a PGlite data dir. The other benches then reuse it.
 *
 *   DATABASE_URL=postgres://… npx tsx --conditions=@opsdeck/source bench/seed.ts [--members 200000] [--orders 2000000]
 *   npx tsx --conditions=@opsdeck/source bench/seed.ts --data-dir <dir>
 */
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { dataSetOptions } from './lib/args.js';
import { benchArgs } from './lib/bench-args.mjs';
import { ensureSeeded, openBenchDatabase } from './lib/database.js';

const ROOT = resolve(new URL('..', import.meta.url).pathname);
const { values: args } = benchArgs(import.meta.url, {
  options: dataSetOptions({ requests: '0', concurrency: '0' }),
});
const sizes = { members: Number(args.members), orders: Number(args.orders) };
const url = process.env.DATABASE_URL;
const dataDir = resolve(
  args['data-dir'] ?? join(ROOT, 'bench', 'out', `pglite-${sizes.members}-${sizes.orders}`),
);
const started = Date.now();
const log = (line: string) =>
  console.error(
    `${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s  load ${loadavg()[0]?.toFixed(2)}  ${line}`,
  );
const bench = await openBenchDatabase(url ? { url } : { dataDir });
try {
  log(`${await ensureSeeded(bench, sizes, log)}`);
} finally {
  await bench.database.close();
}
