import type { MemberRow, OrderDetail, ReissueCoinsResult } from '@opsdeck/shared/schemas';
import { describe, expect, test } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { ANSI, json, useCliOperators } from './money-support.js';

const suite = useCliOperators('admin', 'operator');

// `opsdeck orders show`, end to end: the built CLI against a real server (real database, real HTTP).

describe('opsdeck orders show', () => {
  test('a re-issue order: --json has its coin ledger row and audit entry; piped lines are raw and stable', async () => {
    const [member] = json<MemberRow[]>(
      await suite.cli.opsdeck(suite.admin, ['members', 'list', '--status', 'active', '--json']),
    );
    const issued = json<ReissueCoinsResult>(
      await suite.cli.opsdeck(suite.admin, [
        'coins',
        'reissue',
        '--member',
        member!.visibleId,
        '--coins',
        '7',
        '--reason',
        'e2e: an order to look up',
        '--yes',
        '--json',
      ]),
    );
    const orderNo = issued.orderNo!;
    // any role may read it, by its number in any case
    const order = json<OrderDetail>(
      await suite.cli.opsdeck(suite.operator, ['orders', 'show', orderNo.toLowerCase(), '--json']),
    );
    expect(order).toMatchObject({
      orderNo,
      kind: 'patch',
      status: 'paid',
      coins: 7,
      memberVisibleId: member!.visibleId,
    });
    expect(order.coinLedger).toEqual([
      expect.objectContaining({ delta: 7, reason: 'patch', balanceAfter: issued.balanceAfter }),
    ]);
    expect(order.audit).toEqual([expect.objectContaining({ action: 'member.reissueCoins', status: 'ok' })]);

    const piped = await suite.cli.opsdeck(suite.admin, ['orders', 'show', orderNo]);
    expect(piped.code, piped.stderr).toBe(0);
    expect(piped.stdout).not.toMatch(ANSI);
    expect(piped.stdout).toMatch(new RegExp(`^orderNo\\s+${orderNo}$`, 'm'));
    expect(piped.stdout).toMatch(new RegExp(`^createdAt\\s+${order.createdAt.replace(/[.]/g, '\\.')}$`, 'm'));
    expect(piped.stdout).toContain(`\naudit\n${order.audit[0]!.createdAt}\tmember.reissueCoins\t`);

    // the operator's name in the CLI's language: 林乔 in zh-CN, Lin Qiao in en-US
    const named = (lang: string) =>
      runCli(suite.operator, suite.server.apiUrl, ['orders', 'show', orderNo], {
        env: { OPSDECK_LANG: lang },
      });
    const zh = await named('zh-CN');
    expect(zh.code, zh.stderr).toBe(0);
    expect(zh.stdout).toMatch(/^operator\s+林乔$/m);
    expect(zh.stdout).toContain('\tmember.reissueCoins\t林乔\tok');
    expect(zh.stdout).not.toContain('Lin Qiao');
    expect((await named('en-US')).stdout).toMatch(/^operator\s+Lin Qiao$/m);
  });

  test('a malformed order number is a usage error (exit 2) naming ORDER; an unknown one says not found', async () => {
    const bad = await suite.cli.opsdeck(suite.admin, ['orders', 'show', 'PAT2026']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('ORDER');
    const missing = await suite.cli.opsdeck(suite.admin, ['orders', 'show', 'PAT19700101999999']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Order PAT19700101999999 not found');
  });
});
