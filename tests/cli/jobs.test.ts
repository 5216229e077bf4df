import type { ReissueJob, ReissueJobReview } from '@opsdeck/shared/schemas';
import { describe, expect, test, vi } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { en } from '../helpers/strings.js';
import { type cliRunner, json, useCliOperators } from './money-support.js';

const suite = useCliOperators('admin', 'operator', 'admin2');

/** Each read spawns the CLI (a node process): on a loaded machine one takes seconds. */
const WAIT_FOR = { timeout: 60_000, interval: 500 } as const;

// `opsdeck jobs` end to end: the built CLI against a real server (real database, real HTTP, the job
// engine), piped as a script runs it.

const opsdeck: ReturnType<typeof cliRunner>['opsdeck'] = (...args) => suite.cli.opsdeck(...args);
const FILTER = 'status=active,platform=ios,vip=false';
/** `opsdeck jobs create` of 4 coins to FILTER's members as the admin, with the flags given. */
const createJob = (...flags: string[]) =>
  opsdeck(suite.admin, [
    'jobs',
    'create',
    '--filter',
    FILTER,
    '--coins',
    '4',
    '--reason',
    'cli jobs',
    ...flags,
  ]);

// Every test runs jobs to done through spawned CLIs: on a loaded 2-core machine that takes longer
// than the suite's 60 s default, while each wait inside stays bounded by WAIT_FOR.
describe('opsdeck jobs', { timeout: 240_000 }, () => {
  test('create: dry-run review, --yes, watch (NDJSON to done), show, list, result CSV; each member once', async () => {
    const reviewed = json<ReissueJobReview>(await createJob('--dry-run', '--json'));
    expect(reviewed).toMatchObject({ dryRun: true, kind: 'coins', needsApproval: false });
    expect(reviewed.total).toBe(reviewed.count * 4);
    expect(reviewed.filterText).toBe('status active, VIP not active, platform iOS');

    // piped without --yes: refused (exit 2), nothing created
    const refused = await createJob();
    expect(refused.code).toBe(2);
    expect(json<ReissueJob[]>(await opsdeck(suite.admin, ['jobs', 'list', '--json']))).toEqual([]);

    const created = await createJob('--yes', '--json');
    const job = json<ReissueJob>(created);
    expect(created.stderr).toContain(`Re-issue job #${job.id} queued`);
    expect(job).toMatchObject({ count: reviewed.count, total: reviewed.total });

    const watched = await opsdeck(suite.admin, ['jobs', 'watch', String(job.id)]);
    expect(watched.code, watched.stderr).toBe(0);
    const lines = watched.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as ReissueJob);
    expect(lines.at(-1)).toMatchObject({ id: job.id, status: 'done', issued: job.count, left: 0 });

    const shown = await opsdeck(suite.admin, ['jobs', 'show', String(job.id)]);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toMatch(/^status\s+Done$/m);
    const listed = json<Pick<ReissueJob, 'id' | 'status'>[]>(
      await opsdeck(suite.admin, ['jobs', 'list', '--status', 'done', '--json', 'id,status']),
    );
    expect(listed).toEqual([{ id: job.id, status: 'done' }]);

    const result = await opsdeck(suite.admin, ['jobs', 'result', String(job.id)]);
    expect(result.code, result.stderr).toBe(0);
    const rows = result.stdout
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(rows).toHaveLength(job.count + 1);
    // the times as the console's CSV exports write them: UTC+8, plain, the zone in the header
    expect(rows[0]?.endsWith(',Done at (UTC+8)')).toBe(true);
    expect(
      rows
        .slice(1)
        .every((r) => /^\d+,\d{8},4,cli jobs,Issued,PAT\d+,,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(r)),
    ).toBe(true);
    // every member once: as many distinct orders as members, one per row
    expect(new Set(rows.slice(1).map((r) => r.split(',')[5])).size).toBe(job.count);
  });

  test('create --dry-run review in words: the filter labelled as a filter, "1 coin", "1 VIP day"', async () => {
    const [one] = json<{ visibleId: string }[]>(
      await opsdeck(suite.admin, ['members', 'list', '--page-size', '1', '--json', 'visibleId']),
    );
    const review = (...flags: string[]) =>
      opsdeck(suite.admin, [
        'jobs',
        'create',
        '--filter',
        `q=${one?.visibleId}`,
        '--reason',
        'cli words',
        '--dry-run',
        ...flags,
      ]);
    const coins = await review('--coins', '1');
    expect(coins.code, coins.stderr).toBe(0);
    // the filter's line says what it is (the count below is the members'), in words as the web's review
    expect(coins.stdout).toMatch(new RegExp(`^Filter\\s+search “${one?.visibleId}”$`, 'm'));
    expect(coins.stdout).toMatch(/^Members\s+1$/m);
    expect(coins.stdout).toMatch(/^In all\s+1 coin$/m);
    const days = await review('--vip-days', '1');
    expect(days.stdout).toMatch(/^In all\s+1 VIP day$/m);
    const zh = await runCli(
      suite.admin,
      suite.server.apiUrl,
      [
        'jobs',
        'create',
        '--filter',
        `q=${one?.visibleId}`,
        '--coins',
        '1',
        '--reason',
        'cli words',
        '--dry-run',
      ],
      { env: { OPSDECK_LANG: 'zh-CN' } },
    );
    expect(zh.stdout).toMatch(/^筛选条件\s+搜索“\d+”$/m);
    expect(zh.stdout).toMatch(/^合计\s+1 福币$/m);
  });

  test('create for banned members only: the review says no job can start, creating is refused (exit 2), nothing made', async () => {
    const banned = (lang: string, ...flags: string[]) =>
      runCli(
        suite.admin,
        suite.server.apiUrl,
        ['jobs', 'create', '--filter', 'status=banned', '--coins', '1', '--reason', 'cli banned', ...flags],
        { env: { OPSDECK_LANG: lang } },
      );
    const review = await banned('en-US', '--dry-run');
    expect(review.code, review.stderr).toBe(0);
    expect(review.stderr).toMatch(/Every member the filter finds \(\d+\) is banned/);
    const refused = await banned('en-US', '--yes');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/is banned: every row would fail, so no job is started/);
    expect(refused.stderr).not.toContain('Start this job?');
    const zh = await banned('zh-CN', '--yes');
    expect(zh.code).toBe(2);
    expect(zh.stderr).toContain('筛选条件找到的');
    expect(zh.stderr).toContain('都已封禁');
    expect(
      json<ReissueJob[]>(await opsdeck(suite.admin, ['jobs', 'list', '--json'])).map((j) => j.reason),
    ).not.toContain('cli banned');
  });

  test('bad input names the flag; a job waiting for approval is cancelled (jobs cancel --yes), and watch exits 1', async () => {
    const noAmount = await opsdeck(suite.admin, ['jobs', 'create', '--filter', FILTER, '--reason', 'x y']);
    expect(noAmount.code).toBe(2);
    expect(noAmount.stderr).toContain('--coins or --vip-days');
    const badFilter = await opsdeck(suite.admin, [
      'jobs',
      'create',
      '--filter',
      'status',
      '--coins',
      '1',
      '--reason',
      'x y',
    ]);
    expect(badFilter.code).toBe(2);
    expect(badFilter.stderr).toContain('"status" is not name=value');
    const misspelt = await opsdeck(suite.admin, [
      'jobs',
      'create',
      '--filter',
      'stauts=active',
      '--coins',
      '1',
      '--reason',
      'x y',
      '--dry-run',
    ]);
    expect(misspelt.code).toBe(1);
    expect(misspelt.stderr).toContain('stauts');
    const badId = await opsdeck(suite.admin, ['jobs', 'show', 'abc']);
    expect(badId.code).toBe(2);
    // cancel with no id: says the id is missing (it said it must be a whole number from 1 to 2147483647)
    const noId = await opsdeck(suite.admin, ['jobs', 'cancel']);
    expect(noId.code).toBe(2);
    expect(noId.stderr).toContain(en('cli.jobs.idRequired'));

    const held = json<ReissueJob>(
      await opsdeck(suite.operator, [
        'jobs',
        'create',
        '--filter',
        'status=active',
        '--coins',
        '100000',
        '--reason',
        'cli held',
        '--yes',
        '--json',
      ]),
    );
    expect(held.status).toBe('pending_approval');
    // the operator sees their own job; the admin sees it too
    expect(json<ReissueJob>(await opsdeck(suite.admin, ['jobs', 'show', String(held.id), '--json'])).id).toBe(
      held.id,
    );
    const notPiped = await opsdeck(suite.operator, ['jobs', 'cancel', String(held.id)]);
    expect(notPiped.code).toBe(2);
    const cancelled = json<ReissueJob>(
      await opsdeck(suite.operator, ['jobs', 'cancel', String(held.id), '--yes', '--json']),
    );
    expect(cancelled).toMatchObject({ id: held.id, status: 'cancelled', issued: 0, cancelled: held.count });
    const watched = await opsdeck(suite.operator, ['jobs', 'wait', String(held.id), '--json']);
    expect(watched.code).toBe(1);
    expect(watched.stderr).toContain(`Re-issue job #${held.id} is Cancelled`);
    const again = await opsdeck(suite.operator, ['jobs', 'cancel', String(held.id), '--yes']);
    expect(again.code).toBe(1);
  });

  test('create --file: explicit rows (own amounts), a listed member twice named by the server; piped from stdin', async () => {
    const listed = json<{ visibleId: string }[]>(
      await opsdeck(suite.admin, ['members', 'list', '--status', 'active', '--page-size', '3', '--json']),
    );
    const [a, b, c] = listed.map((m) => m.visibleId);
    const twice = await opsdeck(
      suite.admin,
      ['jobs', 'create', '--file', '-', '--coins', '1', '--reason', 'cli file', '--dry-run'],
      `member,amount\n${a},2\n${a},3\n`,
    );
    expect(twice.code).toBe(1);
    expect(twice.stderr).toContain(`Member ${a} is listed twice`);
    const badHeader = await opsdeck(
      suite.admin,
      ['jobs', 'create', '--file', '-', '--coins', '1', '--reason', 'cli file'],
      `id,amount\n${a},2\n`,
    );
    expect(badHeader.code).toBe(2);
    expect(badHeader.stderr).toContain('--file: the first line must name the columns');
    const run = await opsdeck(
      suite.admin,
      [
        'jobs',
        'create',
        '--file',
        '-',
        '--vip-days',
        '1',
        '--reason',
        'cli file',
        '--yes',
        '--wait',
        '--json',
      ],
      `member,amount,reason\n${a},2,\n${b},,own reason\n${c},3,\n`,
    );
    // --wait --json: NDJSON progress on stdout, the last line the job done
    expect(run.code, run.stderr).toBe(0);
    const last = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}') as ReissueJob;
    expect(last).toMatchObject({ kind: 'vip', status: 'done', count: 3, total: 6, issued: 3, filter: null });
    const csv = await opsdeck(suite.admin, ['jobs', 'result', String(last.id)]);
    const rows = csv.stdout
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n')
      .slice(1);
    expect(rows.map((r) => r.split(',').slice(1, 4).join(','))).toEqual([
      `${a},2,cli file`,
      `${b},1,own reason`,
      `${c},3,cli file`,
    ]);
  });

  test('create --wait of a held job: says it waits for approval #N, keeps waiting, then follows it to done; a rejected one exits 2', async () => {
    const held = (reason: string) =>
      opsdeck(suite.operator, [
        'jobs',
        'create',
        '--filter',
        'status=active,platform=android',
        '--coins',
        '100000',
        '--reason',
        reason,
        '--yes',
        '--wait',
        '--json',
      ]);
    /** The job the running `create --wait` made (it waits for approval meanwhile). */
    const waitingJob = (reason: string) =>
      vi.waitFor(async () => {
        const jobs = json<ReissueJob[]>(
          await opsdeck(suite.admin, ['jobs', 'list', '--status', 'pending_approval', '--json']),
        );
        const job = jobs.find((j) => j.reason === reason);
        if (!job?.approvalId) throw new Error(`no job "${reason}" waiting yet`);
        return { id: job.id, approvalId: job.approvalId };
      }, WAIT_FOR);

    const approvedRun = held('cli wait approved');
    const approved = await waitingJob('cli wait approved');
    const yes = await opsdeck(suite.admin2, ['approvals', 'approve', String(approved.approvalId), '--yes']);
    expect(yes.code, yes.stderr).toBe(0);
    const run = await approvedRun;
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain(
      `Waiting for another admin's approval of request #${approved.approvalId}; job #${approved.id} starts once approved`,
    );
    const lines = run.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as ReissueJob);
    expect(lines[0]).toMatchObject({ id: approved.id, status: 'pending_approval' });
    expect(lines.at(-1)).toMatchObject({ id: approved.id, status: 'done', failed: 0, left: 0 });
    expect(lines.at(-1)?.issued).toBe(lines[0]?.count);

    const rejectedRun = held('cli wait rejected');
    const rejected = await waitingJob('cli wait rejected');
    const no = await opsdeck(suite.admin2, [
      'approvals',
      'reject',
      String(rejected.approvalId),
      '--reason',
      'not this one',
      '--yes',
    ]);
    expect(no.code, no.stderr).toBe(0);
    const refused = await rejectedRun;
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(
      `Re-issue job #${rejected.id} was not run: The approval was rejected (approval request #${rejected.approvalId})`,
    );
    const last = JSON.parse(refused.stdout.trim().split('\n').at(-1) ?? '{}') as ReissueJob;
    expect(last).toMatchObject({ id: rejected.id, status: 'cancelled', issued: 0 });
  });
});
