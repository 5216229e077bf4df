import { UsageError } from '@opsdeck/shared/errors';
import { CommanderError } from 'commander';
import { describe, expect, test } from 'vitest';
import { type Define, parseCommand } from '../testing/parse-command.js';
import { defineLoginCommand } from './auth/login.js';
import { defineLogoutCommand } from './auth/logout.js';
import { defineListCommand } from './messages/list.js';
import { defineReadCommand } from './messages/read.js';
import { defineMessagesShowCommand } from './messages/show.js';
import { defineProfileCommand } from './profile/view.js';

const cases: Array<[string, Define, string[], unknown]> = [
  [
    'login: no flags',
    defineLoginCommand as Define,
    [],
    { json: false, passwordStdin: false, otpStdin: false },
  ],
  [
    'login: scripted',
    defineLoginCommand as Define,
    ['--phone', '13800000001', '--password-stdin', '--server', 'http://h:1/api'],
    { phone: '13800000001', passwordStdin: true, otpStdin: false, server: 'http://h:1/api', json: false },
  ],
  ['logout: --json', defineLogoutCommand as Define, ['--json'], { json: true }],
  ['profile: no flags', defineProfileCommand as Define, [], { json: false }],
  [
    'profile: --server and --json',
    defineProfileCommand as Define,
    ['--server', 'http://x:9/api', '--json'],
    { server: 'http://x:9/api', json: true },
  ],
  [
    'messages list: defaults',
    defineListCommand as Define,
    [],
    { json: false, ndjson: false, unread: false, type: undefined },
  ],
  [
    'messages list: filters',
    defineListCommand as Define,
    ['--type', 'todo', '--unread', '--json'],
    { json: true, ndjson: false, unread: true, type: 'todo' },
  ],
  [
    'messages list: --ndjson with fields',
    defineListCommand as Define,
    ['--ndjson', 'id,title'],
    { json: false, ndjson: true, jsonFields: ['id', 'title'], unread: false, type: undefined },
  ],
  [
    'messages list: --json with fields',
    defineListCommand as Define,
    ['--json=id,type', '--unread'],
    { json: true, ndjson: false, jsonFields: ['id', 'type'], unread: true, type: undefined },
  ],
  ['messages read: ids', defineReadCommand as Define, ['3', '12', '3'], { json: false, ids: [3, 12] }],
  ['messages show: an id', defineMessagesShowCommand as Define, ['12', '--json'], { json: true, id: 12 }],
];

describe('command parsing (run seam)', () => {
  test.each(cases)('%s', async (_name, define, argv, expected) => {
    expect(await parseCommand(define, argv)).toEqual(expected);
  });

  test.each([
    [
      '--type bogus',
      defineListCommand as Define,
      ['--type', 'bogus'],
      /'bogus' is not one of: message, notice, todo/,
    ],
    ['a word as id', defineReadCommand as Define, ['abc'], /'abc' is not a message id/],
    ['zero as id', defineReadCommand as Define, ['0'], /'0' is not a message id/],
    ['negative id', defineReadCommand as Define, ['--', '-4'], /'-4' is not a message id/],
    ['fraction id', defineReadCommand as Define, ['1.5'], /'1.5' is not a message id/],
  ])('usage error: %s', async (_name, define, argv, message) => {
    const error = await parseCommand(define, argv).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toMatch(message);
  });

  test('more than 500 ids break the shared schema limit', async () => {
    const ids = Array.from({ length: 501 }, (_, i) => String(i + 1));
    const error = await parseCommand(defineReadCommand as Define, ids).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toMatch(/at most 500/);
  });

  test('commander rejects a missing id and unknown flags', async () => {
    await expect(parseCommand(defineReadCommand as Define, [])).rejects.toBeInstanceOf(CommanderError);
    await expect(parseCommand(defineProfileCommand as Define, ['--nope'])).rejects.toBeInstanceOf(
      CommanderError,
    );
  });
});
