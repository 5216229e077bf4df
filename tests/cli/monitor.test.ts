import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { MonitorEvent } from '@opsdeck/shared/schemas';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiData, apiToken } from '../helpers/console.js';
import { ROOT, type RunningServer, startServer } from '../helpers/start-server.js';
import { startCli } from './batch-support.js';
import { ANSI, cliRunner } from './money-support.js';

// `opsdeck monitor --ndjson`: the built CLI follows the live stream of a real server.

let server: RunningServer;
let cli: ReturnType<typeof cliRunner>;
let admin: string;
let user: string;
let token = '';

const call = <T>(path: string, init: RequestInit = {}) => apiData<T>(server.apiUrl, token, path, init);

beforeAll(async () => {
  if (!existsSync(join(ROOT, 'cli/bundle/opsdeck.js'))) throw new Error('build the CLI first: npm run build');
  server = await startServer();
  cli = cliRunner(server.apiUrl);
  admin = await cli.signedIn('13800000001', 'Admin@123');
  user = await cli.signedIn('13800000002', 'User@1234');
  // the test's own session, for the API calls it makes beside the CLI
  token = await apiToken(server.apiUrl);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  cli?.cleanup();
});

describe('opsdeck monitor', () => {
  test('--ndjson prints each new event as one JSON line until interrupted (exit 130)', async () => {
    const run = startCli(admin, server.apiUrl, ['monitor', '--ndjson']);
    let stdout = '';
    run.child.stdout?.on('data', (d) => {
      stdout += d;
    });
    // the stream is open once the server counts it
    await expect
      .poll(async () => (await call<{ streams: number }>('/admin/monitor/status')).streams, {
        timeout: 60_000,
      })
      .toBeGreaterThan(0);
    const [member] = (
      await call<{ list: { id: number; visibleId: string }[] }>('/admin/members?status=active&pageSize=1')
    ).list;
    const result = await call<{ orderNo: string }>('/admin/member/patch-coin', {
      method: 'POST',
      headers: { 'idempotency-key': `cli-monitor-${Date.now()}` },
      body: JSON.stringify({ memberId: member?.id, coins: 9, reason: 'cli monitor test' }),
    });
    await expect.poll(() => stdout, { timeout: 15_000 }).toContain(result.orderNo);
    run.child.kill('SIGINT');
    const end = await run.done;
    expect(end.code).toBe(130);
    expect(end.stdout).not.toMatch(ANSI);
    const events = end.stdout
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => JSON.parse(l) as MonitorEvent);
    expect(events.find((e) => e.orderNo === result.orderNo)).toMatchObject({
      kind: 'reissue',
      memberId: member?.id,
      memberVisibleId: member?.visibleId,
      coins: 9,
    });
  });

  test('a user is refused with exit 5, a signed-out operator with exit 4', async () => {
    const refused = await cli.opsdeck(user, ['monitor', '--ndjson']);
    expect(refused.code, refused.stderr).toBe(5);
    expect(refused.stdout).toBe('');
    const out = await cli.opsdeck(cli.newHome(), ['monitor']);
    expect(out.code).toBe(4);
  });

  test('opsdeck stats --json: the overview of a range; a bad day is refused with the server reason; a user gets exit 5', async () => {
    const r = await cli.opsdeck(admin, ['stats', '--from', '2026-01-01', '--to', '2026-01-31', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const data = JSON.parse(r.stdout) as {
      from: string;
      days: string[];
      figures: Record<string, { value: number }>;
    };
    expect(data.from).toBe('2026-01-01');
    expect(data.days).toHaveLength(31);
    const direct = await call<{ figures: Record<string, { value: number }> }>(
      '/admin/analysis/overview?from=2026-01-01&to=2026-01-31',
    );
    expect(data.figures).toEqual(direct.figures);
    const plain = await cli.opsdeck(admin, ['stats']);
    expect(plain.code).toBe(0);
    expect(plain.stdout).toMatch(/^newMembers\t\d+\t\d+\t/m);
    const bad = await cli.opsdeck(admin, ['stats', '--from', '2026-02-30']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/from/i);
    expect((await cli.opsdeck(user, ['stats'])).code).toBe(5);
  });
});
