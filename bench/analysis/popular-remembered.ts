/**
 * The workplace's popular panel remembered (migration 101) against ranked on every request, in
 * process on a PGlite data dir (or DATABASE_URL), by CPU time per call (`process.cpuUsage`, PGlite's
 * work included), in alternating rounds:
 *
 * - `ranked`: `popularContent`, the panel's statement on every call (as before);
 * - `remembered`: `rememberedPopularContent` with nothing written between calls (the generation read);
 * - `after a write`: an unlock inserted before every call, so each call ranks again (the insert
 *   timed apart and taken off);
 * - `unlock, bump on` / `unlock, bump off`: the insert of one unlock with the panel's generation
 *   triggers on and off (their cost on the write path).
 *
 * Every kind and all, by unlocks and by views, in rotation. The unlocks it inserts stay in the data.
 *
 *   npx tsx --conditions=@opsdeck/source bench/analysis/popular-remembered.ts --data-dir <copy>
 *     [--calls 120] [--rounds 3]
 */
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type ContentKind, contentKindSchema } from '@opsdeck/shared/schemas';
import { sql } from 'drizzle-orm';
import { migrate } from '../../server/src/db/migrate.js';
import { queryRows } from '../../server/src/db/sql.js';
import { popularContent } from '../../server/src/modules/dashboard/panels.js';
import { rememberedPopularContent } from '../../server/src/modules/dashboard/popular-remembered.js';
import { openBenchDatabase } from '../lib/database.js';

const { values: args } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    calls: { type: 'string', default: '120' },
    rounds: { type: 'string', default: '3' },
  },
});
const calls = Number(args.calls);
const rounds = Number(args.rounds);
const url = process.env.DATABASE_URL;
if (!url && !args['data-dir']) throw new Error('--data-dir <a copy of a data dir> or DATABASE_URL');
const bench = await openBenchDatabase(url ? { url } : { dataDir: resolve(String(args['data-dir'])) });
const { db } = bench.database;
await migrate(db);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

const queries = (['', ...contentKindSchema.options] as const).flatMap((kind) =>
  (['unlocks', 'views'] as const).map((by) => ({ kind: (kind || undefined) as ContentKind | undefined, by })),
);
const [member] = await queryRows<{ id: number }>(db, sql`SELECT id FROM members ORDER BY id LIMIT 1`);
const [content] = await queryRows<{ id: number }>(
  db,
  sql`SELECT id FROM wallpapers WHERE status = 'online' ORDER BY id LIMIT 1`,
);
const unlock = () =>
  db.execute(sql`INSERT INTO unlocks (member_id, content_type, content_id, via)
    VALUES (${Number(member?.id)}, 'wallpaper', ${Number(content?.id)}, 'free')`);
const bump = async (on: boolean) => {
  for (const [table, trigger] of [
    ['content_unlock_months', 'content_unlock_months_popular'],
    ['wallpapers', 'wallpapers_popular'],
    ['templates', 'templates_popular'],
  ])
    await db.execute(sql.raw(`ALTER TABLE ${table} ${on ? 'ENABLE' : 'DISABLE'} TRIGGER ${trigger}`));
};

/** CPU ms per call of `run` over `calls` calls (after a few to warm up). */
async function cpuPerCall(run: (i: number) => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 5; i++) await run(i);
  const start = process.cpuUsage();
  for (let i = 0; i < calls; i++) await run(i);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / calls;
}

const modes = {
  ranked: () => cpuPerCall((i) => popularContent(db, queries[i % queries.length]!)),
  remembered: () => cpuPerCall((i) => rememberedPopularContent(db, queries[i % queries.length]!)),
  'after a write': async () =>
    (await cpuPerCall(async (i) => {
      await unlock();
      await rememberedPopularContent(db, queries[i % queries.length]!);
    })) - (await cpuPerCall(() => unlock())),
  'unlock, bump on': async () => {
    await bump(true);
    return cpuPerCall(() => unlock());
  },
  'unlock, bump off': async () => {
    await bump(false);
    const ms = await cpuPerCall(() => unlock());
    await bump(true);
    return ms;
  },
} as const;
const results = new Map<string, number[]>();
try {
  for (let r = 0; r < rounds; r++)
    for (const [name, run] of Object.entries(modes)) {
      const ms = await run();
      results.set(name, [...(results.get(name) ?? []), ms]);
      console.error(`round ${r + 1} ${name}: ${ms.toFixed(3)} CPU ms per call (load ${load()})`);
    }
  console.log(
    `\nPopular panel on ${bench.label}, ${calls} calls per round, ${rounds} rounds, load at the end ${load()}`,
  );
  console.log('\n| mode | CPU ms per call (each round) | lowest |\n|---|---|---:|');
  for (const [name, all] of results)
    console.log(`| ${name} | ${all.map((v) => v.toFixed(2)).join(' / ')} | ${Math.min(...all).toFixed(2)} |`);
} finally {
  await bump(true);
  await bench.database.close();
}
