import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type RunningServer, startServer } from '../helpers/start-server.js';
import { adminUrl, throwawayDatabase } from './throwaway-db.js';

/**
 * The API flood guard across processes: two servers on one PostgreSQL share one count per client,
 * so together they allow the configured rate, not twice it.
 */
const database = throwawayDatabase('limit');
const LIMIT = 30;

describe.skipIf(!adminUrl)('the API rate limit with two server processes on one PostgreSQL', () => {
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    await database.create(['--members', '10', '--orders', '20']);
    const env = { DATABASE_URL: database.url, RATE_LIMIT_PER_MINUTE: String(LIMIT) };
    servers.push(await startServer(env), await startServer(env));
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database.drop();
  });

  const hits = async () =>
    Number(
      (await database.rows<{ hits: number }>('SELECT max(hits) AS hits FROM api_rate_limits'))[0]?.hits ?? 0,
    );

  test('requests from one client through both servers count once, together', async () => {
    // the start-up health checks already count in this window
    const before = await hits();
    const statuses = await Promise.all(
      Array.from({ length: 2 * LIMIT }, (_, i) =>
        fetch(`${servers[i % 2]?.apiUrl}/health`).then((r) => r.status),
      ),
    );
    const allowed = statuses.filter((s) => s === 200).length;
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    expect(allowed).toBe(LIMIT - before);
    // each server refuses once the shared window is spent
    for (const server of servers) {
      const res = await fetch(`${server.apiUrl}/health`);
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('x-ratelimit-limit'))).toBe(LIMIT);
    }
    expect(await hits()).toBe(before + 2 * LIMIT + 2);
  });
});
