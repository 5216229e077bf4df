import type { MemberDetail, MemberRow, ReissueCoinsResult, ReissueVipResult } from '@opsdeck/shared/schemas';
import { beforeAll, describe, expect, test } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { ANSI, type cliRunner, json, useCliOperators } from './money-support.js';

const suite = useCliOperators('admin', 'operator');

// The money commands of the CLI, end to end: the built CLI against a real server (real database, real HTTP).

const DAY_MS = 86_400_000;

const opsdeck: ReturnType<typeof cliRunner>['opsdeck'] = (...args) => suite.cli.opsdeck(...args);

/** An active member without VIP, and one whose VIP is active. */
let target: MemberRow;
let vipMember: MemberRow;

const show = async (ref: string, who = suite.admin) =>
  json<MemberDetail>(await opsdeck(who, ['members', 'show', ref, '--json']));
/** `coins reissue` / `vip reissue` argv for a member (by ref), an amount and more flags. */
const reissue = (noun: 'coins' | 'vip', ref: string, n: number, ...more: string[]) =>
  [noun, 'reissue', '--member', ref, noun === 'coins' ? '--coins' : '--days', String(n)]
    .concat(['--reason', `e2e: ${noun} for a failed unlock`])
    .concat(more);
const coins = (member: MemberRow, n: number, ...more: string[]) =>
  reissue('coins', member.visibleId, n, ...more);

beforeAll(async () => {
  const active = json<MemberRow[]>(
    await opsdeck(suite.admin, ['members', 'list', '--status', 'active', '--page-size', '100', '--json']),
  );
  const found = active.find((m) => !m.vipActive);
  const vip = active.find((m) => m.vipActive);
  if (!found || !vip) throw new Error('the seed has no active member with and without VIP on page 1');
  target = found;
  vipMember = vip;
});

describe('opsdeck members', () => {
  test('list --json: a page of member rows; --query narrows by member ID prefix', async () => {
    const page = json<MemberRow[]>(await opsdeck(suite.admin, ['members', 'list', '--json']));
    expect(page).toHaveLength(10);
    expect(page[0]).toMatchObject({
      visibleId: expect.stringMatching(/^\d{8}$/),
      phone: expect.stringContaining('****'),
    });
    const prefix = target.visibleId.slice(0, 6);
    const found = json<MemberRow[]>(
      await opsdeck(suite.admin, ['members', 'list', '--query', prefix, '--json']),
    );
    expect(found.map((m) => m.visibleId)).toContain(target.visibleId);
    expect(found.every((m) => m.visibleId.startsWith(prefix) || m.phone.startsWith(prefix))).toBe(true);
  });

  test('list piped: tab-separated rows, the page line on stderr, no ANSI codes', async () => {
    const r = await opsdeck(suite.admin, ['members', 'list', '--page-size', '5']);
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(5);
    for (const line of lines)
      expect(line).toMatch(/^\d{8}\t[^\t]+\t\d{3}\*+\d{4}\t(active|banned)\t\d+\t\d+\t[^\t]*$/);
    expect(r.stderr).toMatch(/^Page 1 of [\d,]+\+? · [\d,]+\+? members\n$/);
    expect(r.stdout + r.stderr).not.toMatch(ANSI);
  });

  test('show by member ID, by internal ID and a usage error for anything else', async () => {
    const byVisible = await show(target.visibleId);
    expect(byVisible).toMatchObject({
      id: target.id,
      visibleId: target.visibleId,
      coinBalance: target.coinBalance,
    });
    expect((await show(String(target.id))).visibleId).toBe(target.visibleId);
    const bad = await opsdeck(suite.admin, ['members', 'show', 'nobody']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('MEMBER must be an internal ID, an 8-digit member ID or an 11-digit phone');
  });

  test('an unknown member exits 1 with the server message', async () => {
    const r = await opsdeck(suite.admin, ['members', 'show', '2147483647']);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('error: Member 2147483647 not found\n');
  });

  test('not signed in: exit 4', async () => {
    const r = await opsdeck(suite.cli.newHome(), ['members', 'list']);
    expect(r.code).toBe(4);
  });
});

describe('opsdeck coins reissue', () => {
  test('--dry-run shows the would-be balance and writes nothing', async () => {
    const before = await show(target.visibleId);
    const dry = json<ReissueCoinsResult>(
      await opsdeck(suite.admin, coins(target, 25, '--dry-run', '--json')),
    );
    expect(dry).toMatchObject({
      dryRun: true,
      orderNo: null,
      balanceBefore: before.coinBalance,
      balanceAfter: before.coinBalance + 25,
    });
    const after = await show(target.visibleId);
    expect(after.coinBalance).toBe(before.coinBalance);
    expect(after.recentOrders).toEqual(before.recentOrders);
  });

  test('without --yes and without a terminal: exit 2, told to pass --yes, nothing written', async () => {
    const before = await show(target.visibleId);
    const r = await opsdeck(suite.admin, coins(target, 25));
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--yes');
    expect(r.stdout).toBe('');
    const after = await show(target.visibleId);
    expect(after.coinBalance).toBe(before.coinBalance);
    expect(after.recentCoinLedger).toEqual(before.recentCoinLedger);
  });

  test('bad flags: exit 2 naming the flag and the rule, before any call', async () => {
    const r = await opsdeck(suite.admin, [
      'coins',
      'reissue',
      '--member',
      target.visibleId,
      '--coins',
      '100001',
      '--reason',
      'x',
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--coins must be at most 100,000; --reason must be at least 2 characters');
    // in Chinese the rules are joined by a Chinese semicolon (it read "…100,000; --reason…")
    const zh = await runCli(
      suite.admin,
      suite.server.apiUrl,
      ['coins', 'reissue', '--member', target.visibleId, '--coins', 'abc', '--reason', 'x'],
      { env: { OPSDECK_LANG: 'zh-CN' } },
    );
    expect(zh.code).toBe(2);
    expect(zh.stderr).toContain('错误：--coins 必须是数字；--reason 至少 2 个字符\n');
    expect(zh.stderr).not.toContain('; ');
  });

  test('--yes --json issues: the balance rises by exactly N, one patch order, one ledger row', async () => {
    const before = await show(target.visibleId);
    const result = json<ReissueCoinsResult & { idempotencyKey: string }>(
      await opsdeck(suite.admin, coins(target, 37, '--yes', '--json')),
    );
    expect(result).toMatchObject({
      dryRun: false,
      replayed: false,
      coins: 37,
      balanceAfter: before.coinBalance + 37,
    });
    expect(result.orderNo).toMatch(/^PAT\d{8}\d+$/);
    expect(result.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    const after = await show(target.visibleId);
    expect(after.coinBalance).toBe(before.coinBalance + 37);
    expect(after.recentOrders[0]).toMatchObject({ orderNo: result.orderNo, kind: 'patch', coins: 37 });
    expect(after.recentCoinLedger[0]).toMatchObject({
      delta: 37,
      reason: 'patch',
      balanceAfter: before.coinBalance + 37,
    });
  });

  test('the same --key again replays (same order, balance unchanged); other coins with it is 409', async () => {
    const key = `e2e-${target.visibleId}-1`;
    const first = json<ReissueCoinsResult>(
      await opsdeck(suite.admin, coins(target, 11, '--key', key, '--yes', '--json')),
    );
    const balance = (await show(target.visibleId)).coinBalance;
    const again = json<ReissueCoinsResult>(
      await opsdeck(suite.admin, coins(target, 11, '--key', key, '--yes', '--json')),
    );
    expect(again).toMatchObject({ orderNo: first.orderNo, replayed: true, balanceAfter: first.balanceAfter });
    expect((await show(target.visibleId)).coinBalance).toBe(balance);

    const other = await opsdeck(suite.admin, coins(target, 12, '--key', key, '--yes'));
    expect(other.code).toBe(1);
    expect(other.stdout).toBe('');
    expect(other.stderr).toBe(
      `error: The Idempotency-Key ${key} was already used with a different request; use a new key for a new re-issue\n`,
    );
    expect((await show(target.visibleId)).coinBalance).toBe(balance);
  });

  test('human output piped: the result on stdout, the order and the generated key on stderr', async () => {
    const r = await opsdeck(suite.admin, coins(target, 2, '--yes'));
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^orderNo +PAT\d+$/m);
    expect(r.stdout).toMatch(/^coins +2$/m);
    expect(r.stderr).toMatch(/^✓ Re-issued\. Order PAT\d+\nIdempotency key: [0-9a-f-]{36}\n/);
    expect(r.stdout + r.stderr).not.toMatch(ANSI);
  });

  test('a user-role operator may re-issue (spec §6); the ledger names them', async () => {
    const before = await show(target.visibleId, suite.operator);
    const r = json<ReissueCoinsResult>(await opsdeck(suite.operator, coins(target, 5, '--yes', '--json')));
    expect(r.balanceAfter).toBe(before.coinBalance + 5);
    const after = await show(target.visibleId, suite.operator);
    expect(after.coinBalance).toBe(before.coinBalance + 5);
    const me = json<{ name: string }>(await opsdeck(suite.operator, ['profile', '--json']));
    expect(after.recentCoinLedger[0]).toMatchObject({ delta: 5, operatorName: me.name });
  });
});

describe('opsdeck vip reissue', () => {
  test('--yes extends an active VIP by exactly the days', async () => {
    const before = await show(vipMember.visibleId);
    if (!before.vipExpiresAt) throw new Error('expected an active VIP');
    const r = json<ReissueVipResult>(
      await opsdeck(suite.admin, reissue('vip', vipMember.visibleId, 30, '--yes', '--json')),
    );
    expect(r.vipExpiresBefore).toBe(before.vipExpiresAt);
    expect(Date.parse(r.vipExpiresAfter) - Date.parse(before.vipExpiresAt)).toBe(30 * DAY_MS);
    const after = await show(vipMember.visibleId);
    expect(after.vipExpiresAt).toBe(r.vipExpiresAfter);
    expect(after.recentVipGrants[0]).toMatchObject({ days: 30, source: 'patch' });
  });

  test('--dry-run by phone writes nothing', async () => {
    const before = await show(vipMember.visibleId);
    const r = json<ReissueVipResult>(
      await opsdeck(suite.admin, reissue('vip', before.phone, 7, '--dry-run', '--json')),
    );
    expect(r).toMatchObject({ dryRun: true, orderNo: null, vipExpiresBefore: before.vipExpiresAt });
    expect((await show(vipMember.visibleId)).vipExpiresAt).toBe(before.vipExpiresAt);
  });
});
