/**
 * The member list's answers to a set of searches, as JSON lines (for comparing two builds on one
 * data dir): `npx tsx --conditions=@opsdeck/source bench/lists/search-answers.ts <data dir> [<checkout>]`.
 * Every search is asked twice (the second answer may use a remembered total).
 */
import { join, resolve } from 'node:path';

const [dataDir, checkout = resolve(new URL('../..', import.meta.url).pathname)] = process.argv.slice(2);
const root = resolve(checkout);
const { ensureSeeded, openBenchDatabase } = (await import(
  join(root, 'bench/lib/database.ts')
)) as typeof import('../lib/database.js');
const { listMembers } = (await import(
  join(root, 'server/src/modules/members/list-service.ts')
)) as typeof import('../../server/src/modules/members/list-service.js');
const { memberListQuerySchema } = await import('@opsdeck/shared/schemas');
const bench = await openBenchDatabase({ dataDir: resolve(String(dataDir)) });
// migrated to the checkout's own migrations (the data dir must hold members already)
await ensureSeeded(bench, { members: 0, orders: 0 }, () => {});
const terms = [
  '李',
  '快乐',
  '小猫',
  '小',
  '的',
  '乐',
  '陶超怡',
  '快乐的',
  'a',
  'A',
  'ab',
  'Ab',
  'AB',
  'é',
  'x',
  '天使',
  '不存在的名字',
  '%',
  '_',
  '1李',
];
const extras: Record<string, string>[] = [
  {},
  { current: '2' },
  { status: 'banned' },
  { platform: 'ios', sort: 'coinBalance:desc' },
  { sort: 'registeredAt:asc', pageSize: '50' },
  // the other filters a short search's count reads from the pieces (migration 099), and VIP (the join)
  { channel: 'huawei' },
  { status: 'active', platform: 'android', registeredFrom: '2026-03-01' },
  { registeredTo: '2026-06-30', channel: 'appstore', pageSize: '5' },
  { vip: 'true', platform: 'ios' },
];
try {
  for (const q of terms)
    for (const extra of extras)
      for (const time of [1, 2]) {
        const page = await listMembers(bench.database.db, memberListQuerySchema.parse({ q, ...extra }));
        console.log(JSON.stringify({ q, extra, time, page }));
      }
} finally {
  await bench.database.close();
}
