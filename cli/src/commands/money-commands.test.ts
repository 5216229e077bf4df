import { UsageError } from '@opsdeck/shared/errors';
import { REISSUE_KINDS } from '@opsdeck/shared/reissue';
import { CommanderError } from 'commander';
import { describe, expect, test } from 'vitest';
import { type Define, parseCommand } from '../testing/parse-command.js';
import { createTestFactory } from '../testing/test-factory.js';
import { defineMembersListCommand } from './members/list.js';
import { defineMembersShowCommand } from './members/show.js';
import { defineReissueCommand } from './shared/reissue.js';

const list = defineMembersListCommand as Define;
const show = defineMembersShowCommand as Define;
const coins: Define = (f, run) => defineReissueCommand(f, REISSUE_KINDS.coins, run);
const vip: Define = (f, run) => defineReissueCommand(f, REISSUE_KINDS.vip, run);
const reissueFlags = ['--member', '10104729', '--reason', 'Refund for unlock'];

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
