import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { actionEntries } from './actions.js';
import { cliCommandLine, cliFlagOf, shellQuote } from './cli-command.js';

const coins = actionEntries.find((a) => a.id === 'member.reissueCoins')!;
const vip = actionEntries.find((a) => a.id === 'member.reissueVip')!;

describe('shellQuote (POSIX)', () => {
  test('safe words stay bare; anything else is single-quoted', () => {
    expect(shellQuote('10000123')).toBe('10000123');
    expect(shellQuote('6f1c2b1e-0d1a-4c1b-9f8e-1a2b3c4d5e6f')).toBe('6f1c2b1e-0d1a-4c1b-9f8e-1a2b3c4d5e6f');
    expect(shellQuote('two words')).toBe("'two words'");
    expect(shellQuote('')).toBe("''");
    expect(shellQuote('compensation', true)).toBe("'compensation'");
  });

  test('quotes, $, backticks, globs and newlines cannot escape the quotes', () => {
    expect(shellQuote("it's")).toBe(`'it'\\''s'`);
    expect(shellQuote('$(rm -rf /) `id` *;|&')).toBe(`'$(rm -rf /) \`id\` *;|&'`);
    expect(shellQuote('a\nb')).toBe(`'a\nb'`);
    expect(shellQuote("''")).toBe(`''\\'''\\'''`);
  });
});

describe('cliCommandLine', () => {
  test('flags come from the arg names: references drop Id, camelCase becomes kebab-case', () => {
    expect(cliFlagOf('memberId')).toBe('--member');
    expect(cliFlagOf('coins')).toBe('--coins');
    expect(cliFlagOf('dryRun')).toBe('--dry-run');
    expect(cliFlagOf('id')).toBe('--id');
    expect(cliFlagOf('topicId')).toBe('--topic');
  });

  test('re-issue coins: the words of the catalogue entry, its args in schema order, then the key', () => {
    const line = cliCommandLine(
      coins,
      { memberId: '10000123', coins: 50, reason: 'compensation' },
      { key: '6f1c2b1e-0d1a-4c1b-9f8e-1a2b3c4d5e6f' },
    );
    expect(line).toBe(
      "opsdeck coins reissue --member 10000123 --coins 50 --reason 'compensation' --key 6f1c2b1e-0d1a-4c1b-9f8e-1a2b3c4d5e6f",
    );
  });

  test('VIP days, a reason with a quote, a dry run flag; absent values are left out', () => {
    expect(
      cliCommandLine(vip, { reason: "member's refund", days: 30, memberId: '10000001', dryRun: true }),
    ).toBe(`opsdeck vip reissue --member 10000001 --days 30 --reason 'member'\\''s refund' --dry-run`);
    expect(cliCommandLine(vip, { memberId: undefined, days: null, reason: undefined, dryRun: false })).toBe(
      'opsdeck vip reissue',
    );
  });

  test('an action without CLI words has no command line; one without args has only its words', () => {
    expect(cliCommandLine({ cli: undefined }, {})).toBeNull();
    const logout = actionEntries.find((a) => a.id === 'auth.logout')!;
    expect(cliCommandLine(logout, {})).toBe('opsdeck logout');
  });

  test('values outside the schema still become flags (text quoted)', () => {
    const entry = { cli: ['content', 'publish'], args: z.object({ topicId: z.number() }) };
    expect(cliCommandLine(entry, { topicId: 7, note: 'x' })).toBe(
      "opsdeck content publish --topic 7 --note 'x'",
    );
  });
});
