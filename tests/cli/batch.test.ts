import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MemberRow, OrderRow } from '@opsdeck/shared/schemas';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { ROOT, type RunningServer, startServer } from '../helpers/start-server.js';
import { allPages, apiAs, killAfter, ndjsonLines, startCli } from './batch-support.js';
import { ANSI, cliRunner } from './money-support.js';

// Batch re-issues, end to end: the built CLI against a real server (real database, real HTTP).
// The server's per-IP flood guard (1200 calls a minute) is raised here so that a 1,000-row batch,
// run three times, finishes in test time; the CLI's handling of 429 is covered by unit tests.

const ROWS = 1000;
const CLI = join(ROOT, 'cli/bin/opsdeck.js');

let server: RunningServer;
let cli: ReturnType<typeof cliRunner>;
let admin: string;
let work: string;
/** Active members: the first ROWS for the big batch, the rest for the smaller tests. */
let members: MemberRow[];

const amountOf = (i: number) => (i % 5) + 1;

beforeAll(async () => {
  if (!existsSync(join(ROOT, 'cli/bundle/opsdeck.js'))) throw new Error('build the CLI first: npm run build');
  server = await startServer({ RATE_LIMIT_PER_MINUTE: '1000000' });
  cli = cliRunner(server.apiUrl);
  admin = await cli.signedIn('13800000001', 'Admin@123');
  work = mkdtempSync(join(tmpdir(), 'opsdeck-batch-e2e-'));
  const list = await cli.opsdeck(admin, [
    'members',
    'list',
    '--status',
    'active',
    '--all',
    '--ndjson',
    'id,visibleId,phone,coinBalance,status',
  ]);
  expect(list.code, list.stderr).toBe(0);
  members = list.stdout
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l) as MemberRow);
  if (members.length < ROWS + 100) throw new Error(`the seed has only ${members.length} active members`);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  cli?.cleanup();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('opsdeck coins reissue --file against a real server', () => {
  test(`a ${ROWS}-row CSV interrupted (Ctrl+C), then killed (SIGKILL), then run again: every member re-issued exactly once`, async () => {
    const reason = `e2e batch ${Date.now()}, "quoted"`;
    const rows = members.slice(0, ROWS);
    const csv = `\uFEFFmember,coins,reason\r\n${rows
      .map((m, i) => `${m.visibleId},${amountOf(i)},"${reason.replace(/"/g, '""')}"`)
      .join('\r\n')}\r\n`;
    const file = join(work, 'big.csv');
    writeFileSync(file, csv);
    const results = join(work, 'big-results.ndjson');
    const args = ['coins', 'reissue', '--file', file, '--yes', '--results', results, '--concurrency', '4'];
    const start = new Map(rows.map((m) => [m.id, m.coinBalance]));

    // 1. Ctrl+C after 250 rows: in-flight rows finish and are recorded, exit 130, how to resume
    const first = await killAfter(startCli(admin, server.apiUrl, args), results, 250, 'SIGINT');
    expect(first.code, first.stderr).toBe(130);
    expect(first.stderr).toMatch(/Interrupted after [\d,]+ of 1,000 rows/);
    expect(first.stderr).toContain('Run the same command again to finish');
    const afterFirst = ndjsonLines(results);
    expect(afterFirst.length).toBeGreaterThanOrEqual(250);
    expect(afterFirst.length).toBeLessThan(ROWS);
    expect(afterFirst.every((r) => r.status === 'issued')).toBe(true);

    // 2. the same file again, killed hard half way: rows in flight may be issued without a record
    const second = await killAfter(startCli(admin, server.apiUrl, args), results, 600, 'SIGKILL');
    expect(second.signal).toBe('SIGKILL');
    const afterSecond = ndjsonLines(results);
    expect(afterSecond.filter((r) => r.status === 'replayed').length).toBeGreaterThanOrEqual(
      afterFirst.length - 4,
    );

    // 3. the same file once more finishes: nothing twice, nothing missing
    const third = await startCli(admin, server.apiUrl, [...args, '--json']).done;
    expect(third.code, third.stderr).toBe(0);
    const summary = JSON.parse(third.stdout);
    expect(summary).toMatchObject({ rows: ROWS, failed: 0, notStarted: 0, interrupted: false });
    expect(summary.issued + summary.replayed).toBe(ROWS);
    expect(summary.replayed).toBeGreaterThanOrEqual(afterSecond.length - 4);
    const final = ndjsonLines(results);
    expect(final).toHaveLength(ROWS);
    expect(new Set(final.map((r) => r.key)).size).toBe(ROWS);

    // the server's view: one patch order per member with this reason, balances = start + amount
    const get = apiAs(admin, server.apiUrl);
    const orders = (await allPages<OrderRow>(get, '/admin/orders?kind=patch')).filter(
      (o) => o.reason === reason,
    );
    expect(orders).toHaveLength(ROWS);
    expect(new Set(orders.map((o) => o.memberId)).size).toBe(ROWS);
    const now = await allPages<MemberRow>(get, '/admin/members?status=active');
    const balance = new Map(now.map((m) => [m.id, m.coinBalance]));
    const wrong = rows.filter((m, i) => balance.get(m.id) !== (start.get(m.id) ?? 0) + amountOf(i));
    expect(wrong.map((m) => m.visibleId)).toEqual([]);
  }, 600_000);

  test('--dry-run checks every row on the server and writes nothing', async () => {
    const rows = members.slice(ROWS, ROWS + 40);
    const file = join(work, 'dry.ndjson');
    writeFileSync(
      file,
      rows
        .map((m) =>
          JSON.stringify({
            member: m.phone.includes('*') ? m.visibleId : m.phone,
            coins: 9,
            reason: 'e2e dry run',
          }),
        )
        .join('\n'),
    );
    const results = join(work, 'dry-results.ndjson');
    const get = apiAs(admin, server.apiUrl);
    const before = await allPages<OrderRow>(get, '/admin/orders?kind=patch');
    const r = await cli.opsdeck(admin, [
      'coins',
      'reissue',
      '--file',
      file,
      '--dry-run',
      '--results',
      results,
      '--json',
    ]);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ rows: 40, checked: 40, issued: 0, dryRun: true });
    expect(ndjsonLines(results).map((l) => l.status)).toEqual(Array(40).fill('dry-run'));
    // results come in the order rows finish; line 1 of an NDJSON file is its first row
    const first = ndjsonLines(results).find((l) => l.line === 1);
    expect(first).toMatchObject({ orderNo: null, balanceAfter: (rows[0]?.coinBalance ?? 0) + 9 });
    const after = await allPages<OrderRow>(get, '/admin/orders?kind=patch');
    expect(after.length).toBe(before.length);
    const now = await allPages<MemberRow>(get, '/admin/members?status=active');
    for (const m of rows) expect(now.find((n) => n.id === m.id)?.coinBalance).toBe(m.coinBalance);
  });

  test('piped: TSV rows on stdout, the summary on stderr, no ANSI codes; rows the server refuses → exit 6', async () => {
    const rows = members.slice(ROWS + 40, ROWS + 45);
    const file = join(work, 'mixed.csv');
    writeFileSync(
      file,
      `member,days,reason\n${rows.map((m) => `${m.visibleId},3,e2e vip batch`).join('\n')}\n2147483647,3,e2e vip batch\n`,
    );
    const r = await cli.opsdeck(admin, ['vip', 'reissue', '--file', file, '--yes']);
    expect(r.code).toBe(6);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(6);
    expect(lines.filter((l) => /^\d+\tissued\t\d{8}\tob1-[0-9a-f]{40}\tPAT\d+$/.test(l))).toHaveLength(5);
    expect(lines).toContainEqual(
      expect.stringMatching(/^7\tfailed\t2147483647\tob1-[0-9a-f]{40}\tMember 2147483647 not found$/),
    );
    expect(r.stderr).toMatch(
      /^! 6 rows in .+\n {2}issued 5 · already issued earlier \(replayed\) 0 · failed 1\n/,
    );
    expect(r.stderr).toContain('VIP days issued by this run: 15 of 18');
    expect(r.stdout + r.stderr).not.toMatch(ANSI);
  });

  test('the summary on stderr groups its counts, amounts and rate, en-US and zh-CN (it read "1000 rows checked", "15000 / 15000")', async () => {
    const dry = join(work, 'grouped-dry.csv');
    const dryRows = members.slice(0, ROWS).map((m) => `${m.visibleId},1,e2e grouped summary`);
    writeFileSync(dry, `member,coins,reason\n${dryRows.join('\n')}\n`);
    // a rate under 100 keeps one decimal; from 1,000 up it is grouped
    const rate = String.raw`(?:\d{1,2}\.\d|\d{3}|\d{1,3}(?:,\d{3})+)`;
    const en = await cli.opsdeck(admin, ['coins', 'reissue', '--file', dry, '--dry-run']);
    expect(en.code, en.stderr).toBe(0);
    expect(en.stderr).toMatch(
      new RegExp(
        `^✓ 1,000 rows checked on the server in .+? \\(${rate} rows/s\\)\n {2}would be issued 1,000 · already issued \\(replayed\\) 0 · failed 0\n`,
        'm',
      ),
    );
    // refused for want of --yes, the count grouped as well
    const refused = await cli.opsdeck(admin, ['coins', 'reissue', '--file', dry]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('nobody can confirm 1,000 re-issues');

    const big = join(work, 'grouped-coins.csv');
    const rows = members.slice(ROWS + 45, ROWS + 51).map((m) => `${m.visibleId},2500,e2e grouped summary`);
    writeFileSync(big, `member,coins,reason\n${rows.join('\n')}\n`);
    const zh = await runCli(admin, server.apiUrl, ['coins', 'reissue', '--file', big, '--yes'], {
      env: { OPSDECK_LANG: 'zh-CN' },
    });
    expect(zh.code, zh.stderr).toBe(0);
    expect(zh.stderr).toMatch(
      new RegExp(
        `^✓ 6 行，用时 .+?（${rate} 行/秒）\n {2}已补发 6 · 此前已补发（重放）0 · 失败 0\n {2}本次补发福币：15,000 / 15,000\n`,
        'm',
      ),
    );
    expect(zh.stdout + zh.stderr).not.toMatch(ANSI);
  }, 180_000);

  test('no terminal and no --yes: exit 2 and nothing is sent; a bad row refuses the whole file', async () => {
    const file = join(work, 'refused.csv');
    writeFileSync(file, `member,coins,reason\n${members[ROWS + 50]?.visibleId},5,e2e refused\n`);
    const r = await cli.opsdeck(admin, ['coins', 'reissue', '--file', file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('pass --yes');
    const bad = join(work, 'bad.csv');
    writeFileSync(bad, `member,coins,reason\n${members[ROWS + 50]?.visibleId},5,e2e refused\nnope,0,x\n`);
    const b = await cli.opsdeck(admin, ['coins', 'reissue', '--file', bad, '--yes']);
    expect(b.code).toBe(2);
    expect(b.stderr).toContain('1 of 2 rows is not valid, so nothing was issued:\n  line 3: ');
    const orders = await allPages<OrderRow>(apiAs(admin, server.apiUrl), '/admin/orders?kind=patch');
    expect(orders.filter((o) => o.reason === 'e2e refused')).toEqual([]);
  });

  test('scripting output: --json fields, --ndjson, config, open; none of it has ANSI codes', async () => {
    const json = await cli.opsdeck(admin, [
      'members',
      'list',
      '--page-size',
      '3',
      '--json',
      'visibleId,coinBalance',
    ]);
    expect(Object.keys(JSON.parse(json.stdout)[0])).toEqual(['visibleId', 'coinBalance']);
    const nd = await cli.opsdeck(admin, ['messages', 'list', '--ndjson', 'id,title']);
    expect(nd.code, nd.stderr).toBe(0);
    for (const line of nd.stdout.trimEnd().split('\n'))
      expect(Object.keys(JSON.parse(line))).toEqual(['id', 'title']);
    expect((await cli.opsdeck(admin, ['config', 'set', 'defaultPageSize', '7'])).code).toBe(0);
    const page = await cli.opsdeck(admin, ['members', 'list']);
    expect(page.stdout.trimEnd().split('\n')).toHaveLength(7);
    const open = await cli.opsdeck(admin, ['open', 'MemberList']);
    expect(open.stdout).toBe(`${server.url}/member/list\n`);
    const all = [json, nd, page, open];
    for (const r of all) expect(r.stdout + r.stderr).not.toMatch(ANSI);
  });

  test('the completion script loads in bash', () => {
    const r = spawnSync(
      'bash',
      ['-c', `opsdeck() { node ${CLI} "$@"; }; source <(opsdeck completion bash) && complete -p opsdeck`],
      {
        encoding: 'utf8',
      },
    );
    expect(r.stderr).toBe('');
    expect(r.stdout.trim()).toBe('complete -o default -F _opsdeck opsdeck');
  });
});
