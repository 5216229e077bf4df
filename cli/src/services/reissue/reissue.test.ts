import { AbortError, ApiError, CancelError, UsageError } from '@opsdeck/shared/errors';
import { REISSUE_KINDS } from '@opsdeck/shared/reissue';
import type { AxiosAdapter } from 'axios';
import { describe, expect, test, vi } from 'vitest';
import { NotSignedInError } from '../../errors.js';
import { createFakeIO, type FakeIO } from '../../testing/fake-io.js';
import { moneyServer } from '../../testing/money-server.js';
import { stubAdapter, unreachable } from '../../testing/stub-api.js';
import { createTestFactory } from '../../testing/test-factory.js';
import { type ReissueDeps, type ReissueOptions, reissue } from './reissue.js';

const TTY = { stdinTTY: true, stderrTTY: true, noColor: true };

function setup(opts: { io?: FakeIO; answer?: boolean; adapter?: (base: AxiosAdapter) => AxiosAdapter } = {}) {
  const server = moneyServer();
  const base = stubAdapter(server.routes, server.calls);
  const io = opts.io ?? createFakeIO();
  const f = createTestFactory({ io, adapter: opts.adapter ? opts.adapter(base) : base, token: 't' });
  const deps: ReissueDeps = {
    confirm: vi.fn(async () => opts.answer ?? false),
    newKey: vi.fn(() => 'generated-key-1'),
  };
  return { ...server, io, ctx: f.context(), deps };
}

const coins = (over: Partial<ReissueOptions> = {}): ReissueOptions => ({
  json: false,
  member: '10104729',
  amount: 50,
  reason: 'Refund',
  dryRun: false,
  yes: false,
  ...over,
});

describe('coins reissue', () => {
  test('no terminal and no --yes: refused with exit 2 after the dry run, no write call', async () => {
    const { ctx, deps, writes, state, io, calls } = setup();
    const error = await reissue(ctx, REISSUE_KINDS.coins, coins(), deps).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toMatch(/pass --yes/);
    expect(writes()).toEqual([]);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /admin/members/10104729',
      'POST /admin/member/patch-coin',
    ]);
    expect(state.coins).toBe(22);
    expect(deps.confirm).not.toHaveBeenCalled();
    expect(io.out()).toBe('');
  });

  test('--dry-run prints the would-be result and makes no write call', async () => {
    const { ctx, deps, writes, state, io } = setup();
    const result = await reissue(ctx, REISSUE_KINDS.coins, coins({ dryRun: true, json: true }), deps);
    expect(writes()).toEqual([]);
    expect(state.coins).toBe(22);
    expect(result).toMatchObject({ dryRun: true, orderNo: null, balanceBefore: 22, balanceAfter: 72 });
    expect(JSON.parse(io.out())).toMatchObject({
      dryRun: true,
      balanceAfter: 72,
      idempotencyKey: 'generated-key-1',
    });
  });

  test('piped --dry-run: the would-be result as key/value lines, with no empty orderNo line first', async () => {
    const { ctx, deps, writes, io } = setup();
    await reissue(ctx, REISSUE_KINDS.coins, coins({ dryRun: true }), deps);
    expect(writes()).toEqual([]);
    const out = io.out();
    expect(out).not.toContain('orderNo');
    expect(out.split('\n')[0]).toMatch(/^memberId +\d+$/);
    expect(out).toContain('dryRun         true\n');
  });

  test('resolves a visible id to the internal memberId and generates the key once for both calls', async () => {
    const { ctx, deps, calls, state } = setup();
    await reissue(ctx, REISSUE_KINDS.coins, coins({ yes: true }), deps);
    expect(deps.newKey).toHaveBeenCalledTimes(1);
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.body)).toEqual([
      { memberId: 1, coins: 50, reason: 'Refund', dryRun: true },
      { memberId: 1, coins: 50, reason: 'Refund' },
    ]);
    expect(posts.map((c) => c.headers['Idempotency-Key'])).toEqual(['generated-key-1', 'generated-key-1']);
    expect(state.coins).toBe(72);
  });

  test('the human result: the change on stdout, the order and the key on stderr', async () => {
    const { ctx, deps, io } = setup();
    await reissue(ctx, REISSUE_KINDS.coins, coins({ yes: true, reason: '  Refund  ' }), deps);
    expect(io.out()).toContain('orderNo        PAT20261122000001\n');
    expect(io.out()).toContain('balanceBefore  22\nbalanceAfter   72\nreason         Refund\n');
    expect(io.err()).toBe(
      '✓ Re-issued. Order PAT20261122000001\nIdempotency key: generated-key-1\n' +
        'Reuse this key to retry safely: the same key never issues twice\n',
    );
  });

  test('on a terminal it asks with the member, the balances and the key; no means no write', async () => {
    const { ctx, deps, writes } = setup({ io: createFakeIO(TTY), answer: false });
    await expect(reissue(ctx, REISSUE_KINDS.coins, coins(), deps)).rejects.toBeInstanceOf(CancelError);
    expect(writes()).toEqual([]);
    const asked = vi.mocked(deps.confirm).mock.calls[0]?.[0];
    expect(asked?.title).toBe('Re-issue coins');
    expect(asked?.items.map((i) => [i.label, i.value])).toEqual([
      ['Member', 'Slow Dolphin (10104729)'],
      ['Coins', '+50'],
      ['Balance', '22 → 72'],
      ['Reason', 'Refund'],
      ['Idempotency key', 'generated-key-1'],
    ]);
  });

  test('on a terminal, a re-issue a second admin must approve says so under the figures and asks to send it for approval', async () => {
    const approval = { rule: 'amount', threshold: 10_000, windowTotal: 15_000, windowHours: 24 };
    const { ctx, deps, io } = setup({
      io: createFakeIO(TTY),
      answer: false,
      // the dry run answers as the server's gate does above the member threshold
      adapter: (base) => async (config) => {
        const res = await base(config);
        const body = JSON.parse(String(config.data ?? '{}')) as { dryRun?: boolean };
        if (!body.dryRun) return res;
        const envelope = res.data as { data: Record<string, unknown> };
        return { ...res, data: { ...envelope, data: { ...envelope.data, approval } } };
      },
    });
    await expect(reissue(ctx, REISSUE_KINDS.coins, coins({ amount: 15_000 }), deps)).rejects.toBeInstanceOf(
      CancelError,
    );
    const asked = vi.mocked(deps.confirm).mock.calls[0]?.[0];
    expect(asked?.note).toBe(
      'Needs a second admin: this re-issue of 15,000 coins is above the member threshold of 10,000 coins. Confirming sends it for approval; nothing is issued until another admin approves it.',
    );
    expect(asked?.question).toBe('Send it for approval? [y/N]');
    // said once, in the prompt, not also above it
    expect(io.err()).not.toContain('Needs a second admin');
  });

  test('on a terminal, yes issues once', async () => {
    const { ctx, deps, writes, state } = setup({ io: createFakeIO(TTY), answer: true });
    const result = await reissue(ctx, REISSUE_KINDS.coins, coins({ json: true }), deps);
    expect(writes()).toHaveLength(1);
    expect(state.coins).toBe(72);
    expect(result).toMatchObject({
      orderNo: 'PAT20261122000001',
      replayed: false,
      idempotencyKey: 'generated-key-1',
    });
  });

  test('the same --key again replays: same order, balance unchanged, no question, no write', async () => {
    const { ctx, deps, state, io, writes } = setup({ io: createFakeIO(TTY) });
    const first = await reissue(ctx, REISSUE_KINDS.coins, coins({ key: 'k-1', yes: true }), deps);
    const again = await reissue(ctx, REISSUE_KINDS.coins, coins({ key: 'k-1' }), deps);
    expect(again).toMatchObject({
      orderNo: (first as { orderNo?: string }).orderNo,
      replayed: true,
      dryRun: false,
      balanceAfter: 72,
    });
    expect(writes()).toHaveLength(1);
    expect(state.coins).toBe(72);
    expect(deps.confirm).not.toHaveBeenCalled();
    expect(deps.newKey).not.toHaveBeenCalled();
    expect(io.err()).toContain(
      '! Already done earlier with this key; nothing changed. Order PAT20261122000001',
    );
  });

  test('the same --key with other coins fails with the 409 before any write', async () => {
    const { ctx, deps, writes } = setup();
    await reissue(ctx, REISSUE_KINDS.coins, coins({ key: 'k-2', yes: true }), deps);
    const error = await reissue(
      ctx,
      REISSUE_KINDS.coins,
      coins({ key: 'k-2', amount: 51, yes: true }),
      deps,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect(writes()).toHaveLength(1);
  });

  test('no answer to the write: the error names the key and the command that retries safely', async () => {
    const { ctx, deps } = setup({
      adapter: (base) => async (config) => {
        const body = typeof config.data === 'string' ? JSON.parse(config.data) : {};
        return config.method === 'post' && !body.dryRun ? unreachable(config) : base(config);
      },
    });
    const error = await reissue(
      ctx,
      REISSUE_KINDS.coins,
      coins({ yes: true, reason: "It's a refund", server: 'http://h:1/api' }),
      deps,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AbortError);
    expect((error as AbortError).message).toMatch(/may or may not have been issued/);
    expect((error as AbortError).nextSteps).toEqual([
      'Idempotency key: generated-key-1',
      'Retry with the same key, which never issues twice:',
      "  opsdeck coins reissue --member 10104729 --coins 50 --reason 'It'\\''s a refund' --key generated-key-1 --yes --server http://h:1/api",
    ]);
  });

  test('a failed member lookup stops before the dry run', async () => {
    const { ctx, deps, calls } = setup();
    const error = await reissue(
      ctx,
      REISSUE_KINDS.coins,
      coins({ member: '99999999', yes: true }),
      deps,
    ).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(404);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  test('without a token nothing is called', async () => {
    const server = moneyServer();
    const f = createTestFactory({ adapter: stubAdapter(server.routes, server.calls) });
    await expect(reissue(f.context(), REISSUE_KINDS.coins, coins({ yes: true }))).rejects.toBeInstanceOf(
      NotSignedInError,
    );
    expect(server.calls).toEqual([]);
  });
});

describe('vip reissue', () => {
  test('adds the days after the current expiry and shows the expiry change', async () => {
    const { ctx, deps, calls, io } = setup();
    const result = await reissue(
      ctx,
      REISSUE_KINDS.vip,
      { ...coins({ yes: true, member: '13701234567' }), amount: 30 },
      deps,
    );
    expect(calls.at(-1)).toMatchObject({ url: '/admin/member/patch-vip', body: { memberId: 1, days: 30 } });
    expect(result).toMatchObject({ days: 30, vipExpiresBefore: null });
    expect(io.out()).toContain('days              30\nvipExpiresBefore  \nvipExpiresAfter   ');
  });
});
