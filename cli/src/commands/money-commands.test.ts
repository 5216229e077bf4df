import { UsageError } from '@opsdeck/shared/errors';
import { REISSUE_KINDS } from '@opsdeck/shared/reissue';
import { CommanderError } from 'commander';
import { describe, expect, test } from 'vitest';
import { type Define, parseCommand } from '../testing/parse-command.js';
import { createTestFactory } from '../testing/test-factory.js';
import { defineJobsCreateCommand } from './jobs/create.js';
import { defineMembersListCommand } from './members/list.js';
import { defineMembersShowCommand } from './members/show.js';
import { defineReissueCommand } from './shared/reissue.js';

const list = defineMembersListCommand as Define;
const show = defineMembersShowCommand as Define;
const coins: Define = (f, run) => defineReissueCommand(f, REISSUE_KINDS.coins, run);
const vip: Define = (f, run) => defineReissueCommand(f, REISSUE_KINDS.vip, run);
const reissueFlags = ['--member', '10104729', '--reason', 'Refund for unlock'];
const jobsCreate = defineJobsCreateCommand as Define;
const jobFlags = ['--filter', 'status=active', '--reason', 'payment outage'];
/** The rule a badly grouped amount breaks, naming its flag. */
const grouping = (flag: string) =>
  `${flag}: group the digits in threes, as in 1,500 or 15,000, or not at all (1500)`;

const cases: Array<[string, Define, string[], unknown]> = [
  ['members list: defaults', list, [], { json: false, ndjson: false, query: { current: 1, pageSize: 10 } }],
  [
    'members list: every flag',
    list,
    ['-q', '138', '--vip', '--status', 'active', '--page', '2', '--page-size', '50', '--json'],
    { json: true, ndjson: false, query: { q: '138', vip: true, status: 'active', current: 2, pageSize: 50 } },
  ],
  [
    'members list: --no-vip',
    list,
    ['--no-vip'],
    { json: false, ndjson: false, query: { vip: false, current: 1, pageSize: 10 } },
  ],
  [
    'members list: --all --ndjson fields; --page-size defaults to 100',
    list,
    ['--all', '--ndjson', 'id,visibleId'],
    {
      json: false,
      ndjson: true,
      jsonFields: ['id', 'visibleId'],
      all: true,
      query: { current: 1, pageSize: 100 },
    },
  ],
  ['members show: a phone', show, ['13701234567', '--json'], { json: true, member: '13701234567' }],
  [
    'coins reissue: defaults',
    coins,
    [...reissueFlags, '--coins', '50'],
    { json: false, member: '10104729', amount: 50, reason: 'Refund for unlock', dryRun: false, yes: false },
  ],
  [
    'coins reissue: key, dry run, yes, json, server',
    coins,
    [
      ...reissueFlags,
      '--coins',
      '1',
      '--key',
      'ticket-1',
      '--dry-run',
      '-y',
      '--json',
      '--server',
      'http://h:1',
    ],
    {
      json: true,
      server: 'http://h:1',
      member: '10104729',
      amount: 1,
      reason: 'Refund for unlock',
      key: 'ticket-1',
      dryRun: true,
      yes: true,
    },
  ],
  [
    'vip reissue: days',
    vip,
    [...reissueFlags, '--days', '3650', '--yes'],
    { json: false, member: '10104729', amount: 3650, reason: 'Refund for unlock', dryRun: false, yes: true },
  ],
  // amounts and counts as the CLI prints them (`15,000`) are taken back
  [
    'coins reissue: a grouped amount',
    coins,
    [...reissueFlags, '--coins', '1,500'],
    { json: false, member: '10104729', amount: 1500, reason: 'Refund for unlock', dryRun: false, yes: false },
  ],
  [
    'vip reissue: grouped days',
    vip,
    [...reissueFlags, '--days', '1,000'],
    { json: false, member: '10104729', amount: 1000, reason: 'Refund for unlock', dryRun: false, yes: false },
  ],
  [
    'jobs create: grouped coins',
    jobsCreate,
    [...jobFlags, '--coins', '15,000'],
    {
      json: false,
      kind: 'coins',
      amount: 15000,
      reason: 'payment outage',
      filter: { status: 'active' },
      dryRun: false,
      yes: false,
      wait: false,
    },
  ],
  [
    'jobs create: grouped VIP days',
    jobsCreate,
    [...jobFlags, '--vip-days', '1,000'],
    {
      json: false,
      kind: 'vip',
      amount: 1000,
      reason: 'payment outage',
      filter: { status: 'active' },
      dryRun: false,
      yes: false,
      wait: false,
    },
  ],
  [
    'members list: a page number as the footer prints it',
    list,
    ['--page', '1,200'],
    { json: false, ndjson: false, query: { current: 1200, pageSize: 10 } },
  ],
];

describe('money command parsing (run seam)', () => {
  test.each(cases)('%s', async (_name, define, argv, expected) => {
    expect(await parseCommand(define, argv)).toEqual(expected);
  });

  test.each([
    [
      'coins over the bound',
      coins,
      [...reissueFlags, '--coins', '100001'],
      '--coins must be at most 100,000',
    ],
    ['coins not a number', coins, [...reissueFlags, '--coins', '5x'], '--coins must be a number'],
    ['negative coins', coins, [...reissueFlags, '--coins', '-5'], '--coins must be at least 1'],
    ['coins grouped by two', coins, [...reissueFlags, '--coins', '1,50'], grouping('--coins')],
    ['coins grouped oddly', coins, [...reissueFlags, '--coins', '15,00,0'], grouping('--coins')],
    ['days grouped by two', vip, [...reissueFlags, '--days', '1,00'], grouping('--days')],
    [
      'grouped coins over the bound',
      coins,
      [...reissueFlags, '--coins', '150,000'],
      '--coins must be at most 100,000',
    ],
    ['jobs create: coins grouped by two', jobsCreate, [...jobFlags, '--coins', '1,50'], grouping('--coins')],
    [
      'jobs create: VIP days grouped oddly',
      jobsCreate,
      [...jobFlags, '--vip-days', '10,0'],
      grouping('--vip-days'),
    ],
    ['members list: a page grouped by two', list, ['--page', '1,20'], grouping('--page')],
    ['days of zero', vip, [...reissueFlags, '--days', '0'], '--days must be at least 1'],
    ['VIP takes days, not coins', vip, [...reissueFlags], '--days is required'],
    [
      'short reason and bad member',
      coins,
      ['--member', 'x1', '--coins', '5', '--reason', 'a'],
      '--member must be an internal ID, an 8-digit member ID or an 11-digit phone; --reason must be at least 2 characters',
    ],
    ['page size', list, ['--page-size', '0'], '--page-size must be at least 1'],
    ['member ref', show, ['12a'], 'MEMBER must be an internal ID, an 8-digit member ID or an 11-digit phone'],
    [
      'an unknown --json field',
      list,
      ['--json', 'visibleId,bogus'],
      '--json: unknown field bogus; the fields are: id, visibleId, nickname, avatarUrl, phone, platform, channel, status, coinBalance, pointsBalance, vipExpiresAt, vipActive, inviteCode, invitedBy, registeredAt, lastActiveAt',
    ],
    ['--json with --ndjson', list, ['--json', '--ndjson'], '--json and --ndjson cannot be used together'],
    [
      '--file with row flags',
      coins,
      ['--file', 'x.csv', '--member', '1', '--coins', '5'],
      '--file cannot be combined with --member, --coins: the file gives them per row',
    ],
    [
      'batch flags without --file',
      coins,
      [...reissueFlags, '--coins', '5', '--results', 'r'],
      '--results only apply to a batch: pass --file FILE',
    ],
    [
      '--concurrency out of bounds',
      coins,
      ['--file', 'x.csv', '--concurrency', '33'],
      '--concurrency must be a whole number from 1 to 32, not 33',
    ],
  ])('usage error: %s', async (_name, define, argv, message) => {
    const error = await parseCommand(define, argv).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toBe(message);
  });

  test('zh-CN: a badly grouped amount names its flag and the rule in Chinese', async () => {
    const f = createTestFactory({ env: { OPSDECK_LANG: 'zh-CN' } });
    const cmd = defineReissueCommand(f, REISSUE_KINDS.coins, async () => {});
    cmd.exitOverride().configureOutput({ writeErr: () => {}, writeOut: () => {} });
    const error = await cmd
      .parseAsync([...reissueFlags, '--coins', '1,50'], { from: 'user' })
      .catch((e: unknown) => e);
    expect((error as Error).message).toBe(
      '--coins 的千位分隔须三位一组，如 1,500 或 15,000（也可不分隔：1500）',
    );
    let seen: unknown;
    const ok = defineReissueCommand(f, REISSUE_KINDS.coins, async (opts) => {
      seen = opts;
    });
    await ok.parseAsync([...reissueFlags, '--coins', '1,500'], { from: 'user' });
    expect(seen).toMatchObject({ amount: 1500 });
  });

  test('--file: the batch options reach the batch seam', async () => {
    let seen: unknown;
    const cmd = defineReissueCommand(createTestFactory(), REISSUE_KINDS.coins, undefined, async (opts) => {
      seen = opts;
    });
    cmd.exitOverride().configureOutput({ writeErr: () => {}, writeOut: () => {} });
    const argv = [
      '--file',
      '-',
      '--dry-run',
      '--concurrency',
      '8',
      '--results',
      'r.ndjson',
      '--batch-id',
      'dec',
    ];
    await cmd.parseAsync([...argv, '--json', 'rows,failed'], { from: 'user' });
    expect(seen).toEqual({
      json: true,
      jsonFields: ['rows', 'failed'],
      file: '-',
      dryRun: true,
      yes: false,
      concurrency: 8,
      results: 'r.ndjson',
      batchId: 'dec',
    });
    await cmd.parseAsync(['--file', 'a.csv'], { from: 'user' });
    expect(seen).toEqual({ json: false, file: 'a.csv', dryRun: false, yes: false, concurrency: 4 });
  });

  test('commander rejects a missing member argument and --coins on vip', async () => {
    await expect(parseCommand(show, [])).rejects.toBeInstanceOf(CommanderError);
    await expect(parseCommand(vip, [...reissueFlags, '--coins', '5'])).rejects.toBeInstanceOf(CommanderError);
  });
});
