/**
 * Server CPU time per call of the analysis service functions, this checkout's against another build's
 * (`--before <checkout root>` with a built server/dist), in turn on the same PGlite data dir: a
 * comparison that the machine's load disturbs far less than latencies do. Prints a markdown table.
 *
 *   npx tsx --conditions=@opsdeck/source bench/analysis/cpu.ts --data-dir <dir> --before <root>
 */
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { businessDay } from '../../server/src/db/business-day.js';
import { openDatabase, PGLITE_EXTENSIONS } from '../../server/src/db/client.js';
import { lockDataDir } from '../../server/src/db/data-dir-lock.js';
import * as afterDimensions from '../../server/src/modules/analysis/dimensions.js';
import { shiftDay } from '../../server/src/modules/analysis/monthly.js';
import * as afterOverview from '../../server/src/modules/analysis/service.js';
import { benchArgs } from '../lib/bench-args.mjs';

const { values: args } = benchArgs(import.meta.url, {
  options: {
    'data-dir': { type: 'string' },
    before: { type: 'string' },
    calls: { type: 'string', default: '20' },
  },
});
if (!args['data-dir'] || !args.before) throw new Error('--data-dir and --before are required');
const calls = Number(args.calls);
lockDataDir(resolve(args['data-dir'])); // one process per data dir (released at exit)
const pglite = await PGlite.create(resolve(args['data-dir'], 'pg'), { extensions: PGLITE_EXTENSIONS });
const { db } = await openDatabase({ pglite });
const dist = resolve(args.before, 'server/dist/modules/analysis');
type Modules = { overview: typeof afterOverview; dimensions: typeof afterDimensions };
const before: Modules = {
  overview: await import(`${dist}/service.js`),
  dimensions: await import(`${dist}/dimensions.js`),
};
const after: Modules = { overview: afterOverview, dimensions: afterDimensions };

/** Mean CPU ms per call over `calls` calls, after two warm-up calls. */
async function cpu(fn: () => Promise<unknown>): Promise<number> {
  await fn();
  await fn();
  const start = process.cpuUsage();
  for (let i = 0; i < calls; i++) await fn();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / calls;
}

const today = businessDay(new Date());
const year = { from: shiftDay(today, -365), to: today };
const month = { from: shiftDay(today, -29), to: today };
const cases: [string, (m: Modules) => Promise<unknown>][] = [
  ['overview, 30 days', (m) => m.overview.analysisOverview(db, month)],
  ['overview, 366 days', (m) => m.overview.analysisOverview(db, year)],
  ...(['kind', 'channel', 'platform'] as const).map(
    (dimension) =>
      [
        `dimensions ${dimension}, 366 days`,
        (m: Modules) => m.dimensions.analysisDimensions(db, { ...year, dimension }),
      ] as [string, (m: Modules) => Promise<unknown>],
  ),
];
console.log('| call | before CPU ms | after CPU ms |\n|---|---:|---:|');
for (const [name, run] of cases) {
  // two rounds each, alternating; the lower mean of each side is kept
  const b = [await cpu(() => run(before)), 0];
  const a = [await cpu(() => run(after)), 0];
  b[1] = await cpu(() => run(before));
  a[1] = await cpu(() => run(after));
  console.log(`| ${name} | ${Math.min(...b).toFixed(1)} | ${Math.min(...a).toFixed(1)} |`);
}
await pglite.close();
