import { REISSUE_KINDS } from '@opsdeck/shared/reissue';
import { REISSUE_LIMITS } from '@opsdeck/shared/schemas';
import type { Command } from 'commander';
import { describe, expect, test } from 'vitest';
import { defineReissueCommand } from '../../commands/shared/reissue.js';
import { createTestFactory } from '../../testing/test-factory.js';
import { loadReissueAction } from './action.js';
import { checkReissueFlags, reissueBody } from './args.js';
import { retryCommand, shellQuote } from './retry.js';

const coins = REISSUE_KINDS.coins;
const vip = REISSUE_KINDS.vip;
const ok = { member: '10104729', amount: '50', reason: 'Refund' };

describe('re-issue flags, checked by the catalogue action', () => {
  test('each kind runs the catalogue action whose cli words are its command', async () => {
    expect((await loadReissueAction(coins)).cli).toEqual(['coins', 'reissue']);
    expect((await loadReissueAction(vip)).cli).toEqual(['vip', 'reissue']);
  });

  test('good flags give the checked input; numbers become numbers', async () => {
    const action = await loadReissueAction(coins);
    expect(checkReissueFlags(action, coins, { ...ok, key: 'ticket-1' }, 'en-US')).toEqual({
      input: { member: '10104729', amount: 50, reason: 'Refund', key: 'ticket-1' },
    });
  });

  test.each([
    [
      { amount: String(REISSUE_LIMITS.coins.max + 1) },
      `--coins must be at most ${REISSUE_LIMITS.coins.max.toLocaleString('en-US')}`,
    ],
    [{ amount: '0' }, '--coins must be at least 1'],
    [{ amount: '2.5' }, '--coins must be a whole number'],
    [{ amount: 'ten' }, '--coins must be a number'],
    [{ amount: undefined }, '--coins is required'],
    [{ reason: 'x' }, '--reason must be at least 2 characters'],
    [{ reason: '   ' }, '--reason must be at least 2 characters'],
    [{ reason: 'r'.repeat(201) }, '--reason must be at most 200 characters'],
    [{ member: 'abc' }, '--member must be an internal ID, an 8-digit member ID or an 11-digit phone'],
    [{ member: undefined }, '--member is required'],
    [{ key: 'has space' }, '--key must be 1 to 128 visible ASCII characters'],
  ])('%j → %s', async (over, message) => {
    const checked = checkReissueFlags(await loadReissueAction(coins), coins, { ...ok, ...over }, 'en-US');
    expect(checked.errors?.map((e) => e.message)).toEqual([message]);
  });

  test('VIP days use the VIP schema bounds; errors name the flag in the chosen language', async () => {
    const action = await loadReissueAction(vip);
    const over = { ...ok, amount: String(REISSUE_LIMITS.days.max + 1) };
    expect(checkReissueFlags(action, vip, over, 'en-US').errors?.[0]).toMatchObject({
      field: '--days',
      rule: 'max',
      message: '--days must be at most 3,650',
    });
    expect(checkReissueFlags(action, vip, over, 'zh-CN').errors?.[0]?.message).toContain('--days');
    expect(checkReissueFlags(action, vip, over, 'zh-CN').errors?.[0]?.message).toContain('3,650');
  });

  test('every broken rule is reported at once', async () => {
    const checked = checkReissueFlags(await loadReissueAction(coins), coins, {}, 'en-US');
    expect(checked.errors?.map((e) => e.field)).toEqual(['--member', '--coins', '--reason']);
  });

  test('the body is the args schema output for the resolved member (reason trimmed)', async () => {
    const action = await loadReissueAction(coins);
    const input = { member: '10104729', amount: 5, reason: '  Refund ' };
    expect(reissueBody(action, coins, 7, input, true)).toEqual({
      memberId: 7,
      coins: 5,
      reason: 'Refund',
      dryRun: true,
    });
    expect(reissueBody(action, coins, 7, input, false)).toEqual({ memberId: 7, coins: 5, reason: 'Refund' });
  });

  test('the flag help states the bounds of the shared schema (generated from it)', () => {
    const f = createTestFactory();
    const help = (cmd: Command) => Object.fromEntries(cmd.options.map((o) => [o.long, o.description]));
    const coins = help(defineReissueCommand(f, REISSUE_KINDS.coins));
    const vip = help(defineReissueCommand(f, REISSUE_KINDS.vip));
    // bounds grouped in thousands, as every count the CLI shows (1 to 100,000)
    const n = (v: number) => v.toLocaleString('en-US');
    expect(coins['--coins']).toContain(`${n(REISSUE_LIMITS.coins.min)} to ${n(REISSUE_LIMITS.coins.max)}`);
    expect(vip['--days']).toContain(`${n(REISSUE_LIMITS.days.min)} to ${n(REISSUE_LIMITS.days.max)}`);
    expect(coins['--reason']).toContain(
      `${n(REISSUE_LIMITS.reason.min)} to ${n(REISSUE_LIMITS.reason.max)} characters`,
    );
  });
});

describe('retry command', () => {
  test.each([
    ['plain', 'plain'],
    ['ticket-4821', 'ticket-4821'],
    ['two words', "'two words'"],
    ["it's", "'it'\\''s'"],
    ['$HOME', "'$HOME'"],
    ['', "''"],
  ])('shellQuote(%j) = %s', (word, quoted) => {
    expect(shellQuote(word)).toBe(quoted);
  });

  test('repeats the member, amount, reason and key with --yes', () => {
    const input = { member: '13701234567', amount: 30, reason: 'Outage compensation' };
    expect(retryCommand(vip, input, 'k-1', { json: true })).toBe(
      "opsdeck vip reissue --member 13701234567 --days 30 --reason 'Outage compensation' --key k-1 --yes --json",
    );
  });
});
