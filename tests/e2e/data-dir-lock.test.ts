import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { runBuilt } from '../helpers/backup.js';
import { apiData, apiToken } from '../helpers/console.js';
import { copySeededDataDir, spawnedServers } from '../helpers/start-server.js';

/**
 * One process per embedded data dir (server/src/db/data-dir-lock.ts): a second server or a seed on
 * a data dir a server holds stops at once, non zero, naming the holder; after a kill -9 the lock is
 * stale and the next server takes it, with every acknowledged write still there.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'opsdeck-lock-'));
const servers = spawnedServers({ removeAfter: [dataDir] });
const start = () => servers.start(dataDir);

/** Runs a built file of the repo on the data dir to its end: exit code and output. */
const run = (path: string) => runBuilt(path, [], { DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' });

/** The data of an admin's API call on the server at `url`. */
const api = <T>(url: string, token: string, path: string, init: RequestInit = {}) =>
  apiData<T>(`${url}/api`, token, path, init);

interface MemberRow {
  id: number;
  coinBalance: number;
}

describe('one server process per data dir', () => {
  beforeAll(() => copySeededDataDir(dataDir));

  test('a second server and a seed refuse the held dir; after kill -9 the next server recovers the lock and the write', {
    timeout: 240_000,
  }, async () => {
    const first = await start();
    const lockFile = join(dataDir, 'opsdeck.lock');
    expect(existsSync(lockFile)).toBe(true);
    const holder = JSON.parse(readFileSync(lockFile, 'utf8')) as { pid: number };
    expect(holder.pid).toBe(first.process.pid);

    // a second server on the same dir: exits at once, non zero, naming the holder and the ways out
    const second = await run('server/dist/server.js');
    expect(second.code).not.toBe(0);
    expect(second.output).toContain(`is in use by another OpsDeck process (pid ${first.process.pid}`);
    expect(second.output).toContain('DATA_DIR=');
    expect(second.output).toContain('DATABASE_URL=');
    // so does anything else that opens the embedded database
    const seed = await run('server/dist/scripts/seed.js');
    expect(seed.code).not.toBe(0);
    expect(seed.output).toContain(`pid ${first.process.pid}`);
    // the first server is unharmed
    expect((await fetch(`${first.url}/api/health`)).ok).toBe(true);

    // an acknowledged write, then kill -9: the lock file stays behind with a dead pid
    const token = await apiToken(`${first.url}/api`);
    const page = await api<{ list: MemberRow[] }>(
      first.url,
      token,
      '/admin/members?status=active&pageSize=1',
    );
    const member = page.list[0];
    if (!member) throw new Error('no active member in the seed');
    const done = await api<{ orderNo: string }>(first.url, token, '/admin/member/patch-coin', {
      method: 'POST',
      headers: { 'idempotency-key': `lock-${Date.now()}` },
      body: JSON.stringify({ memberId: member.id, coins: 7, reason: 'lock test' }),
    });
    await first.kill();
    expect(existsSync(lockFile)).toBe(true);

    // the next server finds the lock stale, takes it, and reads the write
    const next = await start();
    const again = JSON.parse(readFileSync(lockFile, 'utf8')) as { pid: number };
    expect(again.pid).toBe(next.process.pid);
    const token2 = await apiToken(`${next.url}/api`);
    const detail = await api<{ coinBalance: number }>(next.url, token2, `/admin/members/${member.id}`);
    expect(detail.coinBalance).toBe(member.coinBalance + 7);
    const order = await api<{ orderNo: string }>(next.url, token2, `/admin/orders/${done.orderNo}`);
    expect(order.orderNo).toBe(done.orderNo);

    // a clean stop removes the lock
    await next.stop();
    expect(existsSync(lockFile)).toBe(false);
  });
});
