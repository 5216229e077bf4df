import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApiError, UsageError } from '@opsdeck/shared/errors';
import { REISSUE_KINDS } from '@opsdeck/shared/reissue';
import { describe, expect, test } from 'vitest';
import { BatchFailedError, InterruptedError } from '../../errors.js';
import { csv, dir, file, options, setup } from '../../testing/batch-setup.js';
import { reissueBatch } from './run.js';

/** A dry run of the file, its results written to `name`: the summary and each row's idempotency key. */
async function dryRunKeys(
  ctx: ReturnType<typeof setup>['ctx'],
  deps: ReturnType<typeof setup>['deps'],
  path: string,
  name: string,
): Promise<{ dry: Awaited<ReturnType<typeof reissueBatch>>; keys: ReturnType<typeof JSON.parse>[] }> {
  const results = join(dir, name);
  const dry = await reissueBatch(ctx, REISSUE_KINDS.coins, options(path, { dryRun: true, results }), deps);
  const keys = readFileSync(results, 'utf8')
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l).key);
  return { dry, keys };
}

describe('coins reissue --file: failures, retries and Ctrl+C', () => {
  test('Ctrl+C stops taking rows, finishes those in flight; running again finishes the rest once', async () => {
    const { server, io, ctx, deps, interrupts } = setup({ members: 40 });
    const path = file(csv(40));
    const results = join(dir, 'results-int.ndjson');
    let done = 0;
    const write = io.stdout.write.bind(io.stdout);
    io.stdout.write = (chunk: string) => {
      if (++done === 10) interrupts.fire();
      return write(chunk);
    };
    const error = await reissueBatch(ctx, REISSUE_KINDS.coins, options(path, { results }), deps).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(InterruptedError);
    const first = readFileSync(results, 'utf8').trimEnd().split('\n');
    expect(first.length).toBeGreaterThanOrEqual(10);
    expect(first.length).toBeLessThan(40);
    expect(server.orders()).toBe(first.length);
    expect(io.err()).toMatch(/! Interrupted after \d+ of 40 rows/);
    expect(io.err()).toMatch(/\d+ rows not started/);
    expect(io.err()).toContain('Run the same command again to finish');

    const again = await reissueBatch(ctx, REISSUE_KINDS.coins, options(path, { json: true }), deps);
    expect(again).toMatchObject({ issued: 40 - first.length, replayed: first.length, failed: 0 });
    expect(server.orders()).toBe(40);
    expect(server.members.every((m) => m.coinBalance === 15)).toBe(true);
  });

  test('a lost answer is retried with the same key; a 503 is retried; neither doubles', async () => {
    const { server, ctx, deps } = setup({ members: 3 });
    const path = file(csv(3));
    const { dry, keys } = await dryRunKeys(ctx, deps, path, 'k.ndjson');
    expect(dry.checked).toBe(3);
    server.faults.set(keys[0], ['dropAnswer']);
    server.faults.set(keys[1], ['unavailable', 'unavailable']);
    const results = join(dir, 'results-retry.ndjson');
    const summary = await reissueBatch(ctx, REISSUE_KINDS.coins, options(path, { results }), deps);
    expect(summary).toMatchObject({ failed: 0, issued: 2, replayed: 1 });
    expect(server.orders()).toBe(3);
    const byKey = Object.fromEntries(
      readFileSync(results, 'utf8')
        .trimEnd()
        .split('\n')
        .map((l) => [JSON.parse(l).key, JSON.parse(l)]),
    );
    expect(byKey[keys[0]]).toMatchObject({ status: 'replayed', attempts: 2 });
    expect(byKey[keys[1]]).toMatchObject({ status: 'issued', attempts: 3 });
    const sent = server.writes().filter((c) => c.headers['Idempotency-Key'] === keys[1]);
    expect(sent).toHaveLength(3);
  });

  test('rows the server refuses fail; the rest are issued; exit 6 with the failures listed', async () => {
    const { server, io, ctx, deps } = setup({ members: 5, banned: [2] });
    const text = `${csv(5)}99999999,5,batch test\n`;
    const error = await reissueBatch(ctx, REISSUE_KINDS.coins, options(file(text)), deps).catch((e) => e);
    expect(error).toBeInstanceOf(BatchFailedError);
    expect(server.orders()).toBe(4);
    expect(io.err()).toContain('failed rows:');
    expect(io.err()).toMatch(/line 3 {2}20000002 {2}Member 20000002 is banned/);
    expect(io.err()).toMatch(/line 7 {2}99999999 {2}Not found/);
  });

  test('an expired session stops the batch: no more rows, the session error is thrown (exit 4)', async () => {
    const { server, ctx, deps } = setup({ members: 20 });
    const path = file(csv(20));
    const { keys } = await dryRunKeys(ctx, deps, path, 'k2.ndjson');
    server.faults.set(keys[2], ['expired']);
    const error = await reissueBatch(ctx, REISSUE_KINDS.coins, options(path, { concurrency: 1 }), deps).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(50014);
    expect(server.orders()).toBe(2);
  });

  test('a bad row refuses the whole batch before any call (exit 2), listing every bad line', async () => {
    const { server, ctx, deps } = setup();
    const text = 'member,coins,reason\n20000001,5,ok\n20000002,0,ok\nx,5,ok\n';
    const error = await reissueBatch(ctx, REISSUE_KINDS.coins, options(file(text)), deps).catch((e) => e);
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toBe(
      [
        '2 of 3 rows are not valid, so nothing was issued:',
        '  line 3: Coins must be at least 1',
        '  line 4: Member must be an internal ID, an 8-digit member ID or an 11-digit phone',
      ].join('\n'),
    );
    expect(server.calls).toEqual([]);
  });

  test('not on a terminal and no --yes: refused (exit 2), nothing sent', async () => {
    const { server, ctx, deps } = setup();
    const error = await reissueBatch(
      ctx,
      REISSUE_KINDS.coins,
      options(file(csv(3)), { yes: false }),
      deps,
    ).catch((e) => e);
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toMatch(/pass --yes/);
    expect(server.calls).toEqual([]);
  });

  test('a rate limit pauses and the rows still go through', async () => {
    const { server, ctx, deps } = setup({ members: 2 });
    const path = file(csv(2));
    const { keys } = await dryRunKeys(ctx, deps, path, 'k3.ndjson');
    server.faults.set(keys[0], ['rateLimited', 'rateLimited']);
    const summary = await reissueBatch(ctx, REISSUE_KINDS.coins, options(path), deps);
    expect(summary).toMatchObject({ issued: 2, failed: 0 });
  });

  test('Ctrl+C during a rate-limit pause: rows not yet sent are given up, not failed; nothing doubles', async () => {
    const { server, io, ctx, deps, interrupts } = setup({ members: 8 });
    const path = file(csv(8));
    const { keys } = await dryRunKeys(ctx, deps, path, 'k4.ndjson');
    for (const key of keys.slice(2)) server.faults.set(key, Array(30).fill('rateLimited'));
    let slept = 0;
    const sleep = deps.sleep;
    deps.sleep = async (ms) => {
      if (++slept === 3) interrupts.fire();
      await sleep(ms);
    };
    const results = join(dir, 'results-rl.ndjson');
    const error = await reissueBatch(ctx, REISSUE_KINDS.coins, options(path, { results }), deps).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(InterruptedError);
    expect(
      readFileSync(results, 'utf8')
        .trimEnd()
        .split('\n')
        .map((l) => JSON.parse(l).status),
    ).toEqual(['issued', 'issued']);
    expect(io.err()).toContain('6 rows not started');
    expect(server.orders()).toBe(2);
  });
});
