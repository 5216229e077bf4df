import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CancelError, UsageError } from '@opsdeck/shared/errors';
import { REISSUE_KINDS } from '@opsdeck/shared/reissue';
import { describe, expect, test, vi } from 'vitest';
import { csv, dir, file, options, setup } from '../../testing/batch-setup.js';
import { createFakeIO } from '../../testing/fake-io.js';
import { reissueBatch } from './run.js';

describe('coins reissue --file', () => {
  test('issues every row once; piped: a TSV line per row on stdout, the summary on stderr', async () => {
    const { server, io, ctx, deps } = setup();
    const results = join(dir, 'results-1.ndjson');
    const summary = await reissueBatch(ctx, REISSUE_KINDS.coins, options(file(csv(10)), { results }), deps);
    expect(summary).toMatchObject({ rows: 10, issued: 10, failed: 0, amountIssued: 50, amountTotal: 50 });
    expect(server.orders()).toBe(10);
    expect(server.members.every((m) => m.coinBalance === 15)).toBe(true);
    const lines = io.out().trimEnd().split('\n');
    expect(lines).toHaveLength(10);
    expect(lines[0]).toMatch(/^\d+\tissued\t2000000\d{1,2}\tob1-[0-9a-f]{40}\tPAT\d+$/);
    expect(io.err()).toMatch(
      /^✓ 10 rows in .+\n {2}issued 10 · already issued earlier \(replayed\) 0 · failed 0\n/,
    );
    const recorded = readFileSync(results, 'utf8')
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(recorded).toHaveLength(10);
    expect(recorded[0]).toMatchObject({
      status: 'issued',
      coins: 5,
      balanceBefore: 10,
      balanceAfter: 15,
      attempts: 1,
    });
  });

  test('the same file again replays every row and issues nothing', async () => {
    const { server, ctx, deps } = setup();
    const path = file(csv(6));
    await reissueBatch(ctx, REISSUE_KINDS.coins, options(path), deps);
    const again = await reissueBatch(ctx, REISSUE_KINDS.coins, options(path, { json: true }), deps);
    expect(again).toMatchObject({ issued: 0, replayed: 6, amountIssued: 0 });
    expect(server.orders()).toBe(6);
  });

  test('--dry-run checks every row on the server and writes nothing', async () => {
    const { server, io, ctx, deps } = setup();
    const summary = await reissueBatch(
      ctx,
      REISSUE_KINDS.coins,
      options(file(csv(10)), { dryRun: true, yes: false }),
      deps,
    );
    expect(summary).toMatchObject({ checked: 10, issued: 0, dryRun: true });
    expect(server.writes()).toEqual([]);
    expect(server.orders()).toBe(0);
    expect(io.err()).toContain('dry run: nothing was written');
  });

  test('on a terminal: asks once with the count and total; no is a cancel with nothing sent', async () => {
    const io = createFakeIO({ stdinTTY: true, stderrTTY: false, noColor: true });
    Object.assign(io, { canPrompt: () => true });
    const { server, ctx, deps } = setup({ io });
    const error = await reissueBatch(
      ctx,
      REISSUE_KINDS.coins,
      options(file(csv(4, 7)), { yes: false }),
      deps,
    ).catch((e) => e);
    expect(error).toBeInstanceOf(CancelError);
    expect(server.calls).toEqual([]);
    expect(deps.confirm).toHaveBeenCalledTimes(1);
    const asked = vi.mocked(deps.confirm).mock.calls[0]?.[0];
    expect(asked?.title).toBe('Re-issue coins: 4 rows');
    expect(asked?.question).toBe('Issue all 4? [y/N]');
    expect(asked?.items.map((i) => [i.label, i.value])).toEqual(
      expect.arrayContaining([
        ['Rows', '4'],
        ['Members', '4'],
        ['Coins in total', '+28'],
        ['Largest row', '7 (line 2)'],
      ]),
    );
  });

  test('run again on a terminal: the question says how many rows are done, and only the rest is sent', async () => {
    const io = createFakeIO({ stdinTTY: true, stderrTTY: false, noColor: true });
    Object.assign(io, { canPrompt: () => true });
    const { server, ctx, deps } = setup({ io, banned: [3, 4], answer: true });
    const path = file(csv(10));
    // the first run: two members are banned, so two rows fail
    const first = await reissueBatch(ctx, REISSUE_KINDS.coins, options(path), deps).catch((e) => e);
    expect(first).toBeInstanceOf(Error);
    expect(server.orders()).toBe(8);
    for (const m of server.members) m.status = 'active';
    const before = server.writes().length;
    const summary = await reissueBatch(ctx, REISSUE_KINDS.coins, options(path, { yes: false }), deps);
    const asked = vi.mocked(deps.confirm).mock.calls[0]?.[0];
    expect(asked?.question).toBe('8 of 10 are already done. Issue the other 2? [y/N]');
    expect(asked?.items.map((i) => [i.label, i.value])).toContainEqual([
      'Already done',
      '8 (issued or waiting for approval by an earlier run): not sent again',
    ]);
    // only the two rows left were sent; the eight done ones count as issued earlier
    expect(server.writes().length - before).toBe(2);
    expect(summary).toMatchObject({ rows: 10, issued: 2, replayed: 8, failed: 0, notStarted: 0 });
    expect(server.orders()).toBe(10);
    // a third run has nothing to send: it says so and asks nothing
    const third = await reissueBatch(ctx, REISSUE_KINDS.coins, options(path, { yes: false }), deps);
    expect(third).toMatchObject({ rows: 10, issued: 0, replayed: 10 });
    expect(deps.confirm).toHaveBeenCalledTimes(1);
    expect(io.err()).toContain('All 10 rows were done by an earlier run');
    expect(server.writes().length - before).toBe(2);
  });

  test('--json: the summary object only, with --json fields picked', async () => {
    const { io, ctx, deps } = setup();
    await reissueBatch(
      ctx,
      REISSUE_KINDS.coins,
      options(file(csv(3)), { json: true, jsonFields: ['rows', 'issued', 'failed'] }),
      deps,
    );
    expect(JSON.parse(io.out())).toEqual({ rows: 3, issued: 3, failed: 0 });
    expect(io.err()).toBe('');
  });

  test('NDJSON from standard input, VIP days', async () => {
    const io = createFakeIO({
      stdin:
        '{"member":"20000001","days":30,"reason":"vip test"}\n{"member":20000002,"days":7,"reason":"vip test"}\n',
    });
    const { server, ctx, deps } = setup({ io });
    const summary = await reissueBatch(ctx, REISSUE_KINDS.vip, options('-', { json: true }), deps);
    expect(summary).toMatchObject({
      kind: 'vip',
      format: 'ndjson',
      unit: 'days',
      issued: 2,
      amountIssued: 37,
    });
    expect(server.writes().map((c) => c.url)).toEqual(['/admin/member/patch-vip', '/admin/member/patch-vip']);
  });

  test('--results cannot be the batch file itself (it would be replaced)', async () => {
    const { server, ctx, deps } = setup();
    const path = file(csv(2));
    const error = await reissueBatch(ctx, REISSUE_KINDS.coins, options(path, { results: path }), deps).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(UsageError);
    expect(readFileSync(path, 'utf8')).toBe(csv(2));
    expect(server.calls).toEqual([]);
  });
});
