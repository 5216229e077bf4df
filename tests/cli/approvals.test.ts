import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Approval, MemberDetail, MemberRow, ReissuePending } from '@opsdeck/shared/schemas';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { ANSI, type cliRunner, json, useCliOperators } from './money-support.js';

const suite = useCliOperators('admin', 'admin2', 'operator');

// The approval commands end to end: the built CLI against a real server (real database, real HTTP),
// signed in as the requester and as a second admin.

let members: MemberRow[];
let work: string;

const opsdeck: ReturnType<typeof cliRunner>['opsdeck'] = (...args) => suite.cli.opsdeck(...args);
const balanceOf = async (m: MemberRow) =>
  json<MemberDetail>(await opsdeck(suite.admin, ['members', 'show', m.visibleId, '--json'])).coinBalance;

beforeAll(async () => {
  members = json<MemberRow[]>(
    await opsdeck(suite.admin, ['members', 'list', '--status', 'active', '--page-size', '50', '--json']),
  );
  work = mkdtempSync(join(tmpdir(), 'opsdeck-approvals-e2e-'));
});

afterAll(async () => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('opsdeck approvals', () => {
  test('a large re-issue is pending; the requester cannot approve; a second admin approves once', async () => {
    const m = members[3] as MemberRow;
    const before = await balanceOf(m);
    const args = ['coins', 'reissue', '--member', m.visibleId, '--coins', '20000', '--reason', 'e2e large'];
    // the dry run says before confirming that a second admin will be needed
    const dry = await opsdeck(suite.admin, [...args, '--dry-run']);
    expect(dry.code, dry.stderr).toBe(0);
    // one sentence: what crossed which limit (no rule label in brackets after a bare number)
    expect(dry.stderr.replace(/\s+/g, ' ')).toContain(
      'Needs a second admin: this re-issue of 20,000 coins is above the member threshold of 10,000 coins.',
    );
    const dryJson = json<{ approval: { windowTotal: number } }>(
      await opsdeck(suite.admin, [...args, '--dry-run', '--json']),
    );
    expect(dryJson.approval).toMatchObject({ rule: 'amount', threshold: 10_000, windowHours: 24 });
    expect(dryJson.approval.windowTotal).toBeGreaterThanOrEqual(20_000);
    const small = await opsdeck(suite.admin, [
      'coins',
      'reissue',
      '--member',
      m.visibleId,
      '--coins',
      '5',
      '--reason',
      'e2e small',
      '--dry-run',
    ]);
    expect(small.stderr).not.toContain('second admin');
    const held = json<ReissuePending & { idempotencyKey: string }>(
      await opsdeck(suite.admin, [...args, '--yes', '--json']),
    );
    expect(held).toMatchObject({ status: 'pending', amount: 20_000, threshold: 10_000 });
    expect(await balanceOf(m)).toBe(before);

    const piped = await opsdeck(suite.admin, [...args, '--yes', '--key', held.idempotencyKey]);
    expect(piped.code, piped.stderr).toBe(0);
    expect(piped.stderr).toContain(
      `Pending approval #${held.approvalId}: this re-issue of 20,000 coins is above the member threshold of 10,000 coins. Nothing was issued yet.`,
    );
    expect(piped.stderr).toContain(`opsdeck approvals approve ${held.approvalId}`);

    const pending = json<Approval[]>(
      await opsdeck(suite.admin2, ['approvals', 'list', '--status', 'pending', '--json']),
    );
    expect(pending.map((a) => a.id)).toContain(held.approvalId);
    const table = await opsdeck(suite.admin2, ['approvals', 'list', '--status', 'pending']);
    expect(table.stdout).toMatch(new RegExp(`^${held.approvalId}\\tpatch_coins\\tpending\\t`, 'm'));
    expect(table.stdout).not.toMatch(ANSI);
    // piped: the member's 8-digit id and the amount, never the internal id
    const line = table.stdout.split('\n').find((l) => l.startsWith(`${held.approvalId}\t`)) ?? '';
    const [, , , visibleId, amount, requester, createdAt, expiresAt] = line.split('\t');
    expect([visibleId, amount]).toEqual([m.visibleId, '20000']);
    expect(requester).toContain('Lin');
    // in zh-CN the requester is named in Chinese (operator_names), never in English
    const zh = await runCli(suite.admin2, suite.server.apiUrl, ['approvals', 'list', '--status', 'pending'], {
      env: { OPSDECK_LANG: 'zh-CN' },
    });
    const zhLine = zh.stdout.split('\n').find((l) => l.startsWith(`${held.approvalId}\t`)) ?? '';
    expect(zhLine.split('\t')[5]).toBe('林乔');
    expect(Date.parse(expiresAt ?? '') - Date.parse(createdAt ?? '')).toBe(72 * 3_600_000);

    // show: everything approving it would do, as `key value` lines when piped
    const shown = await opsdeck(suite.admin2, ['approvals', 'show', String(held.approvalId)]);
    expect(shown.code, shown.stderr).toBe(0);
    const facts = Object.fromEntries(
      shown.stdout
        .trimEnd()
        .split('\n')
        .map((l) => [l.split(/ +/)[0], l.replace(/^\S+ +/, '')]),
    );
    expect(facts).toMatchObject({
      id: String(held.approvalId),
      status: 'pending',
      member: m.visibleId,
      amount: '20000',
      balanceBefore: String(before),
      balanceAfter: String(before + 20_000),
      reason: 'e2e large',
      requester: expect.stringContaining('Lin'),
    });
    expect(facts.expiresAt).toBe(expiresAt);
    const shownJson = json<Approval>(
      await opsdeck(suite.admin2, ['approvals', 'show', String(held.approvalId), '--json']),
    );
    expect(shownJson).toMatchObject({
      member: { visibleId: m.visibleId },
      amount: 20_000,
      balanceBefore: before,
    });
    const bad = await opsdeck(suite.admin2, ['approvals', 'show', 'abc']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('opsdeck approvals show <id>');
    const missing = await opsdeck(suite.admin2, ['approvals', 'show', '999999']);
    expect(missing.code).not.toBe(0);
    expect(missing.stderr).toContain('999999');

    const own = await opsdeck(suite.admin, ['approvals', 'approve', String(held.approvalId), '--yes']);
    expect(own.code).toBe(5);
    expect(own.stderr).toContain('your own');
    const noYes = await opsdeck(suite.admin2, ['approvals', 'approve', String(held.approvalId)]);
    expect(noYes.code).toBe(2);
    const user = await opsdeck(suite.operator, ['approvals', 'approve', String(held.approvalId), '--yes']);
    expect(user.code).toBe(5);

    const done = json<Approval>(
      await opsdeck(suite.admin2, ['approvals', 'approve', String(held.approvalId), '--yes', '--json']),
    );
    expect(done).toMatchObject({ id: held.approvalId, status: 'approved' });
    expect(await balanceOf(m)).toBe(before + 20_000);
    const twice = await opsdeck(suite.admin2, [
      'approvals',
      'approve',
      '--id',
      String(held.approvalId),
      '--yes',
    ]);
    expect(twice.code).toBe(1);
    expect(await balanceOf(m)).toBe(before + 20_000);
    // 27 runs of the built CLI, one after another: 16 s at a load of 10, over the 60 s default when
    // the machine's two cores were shared further (as the batch journeys, a limit of its own)
  }, 180_000);

  test('reject needs a reason; a rejected request executes nothing', async () => {
    const m = members[4] as MemberRow;
    const before = await balanceOf(m);
    const held = json<ReissuePending>(
      await opsdeck(suite.operator, [
        'coins',
        'reissue',
        '--member',
        m.visibleId,
        '--coins',
        '30000',
        '--reason',
        'e2e no',
        '--yes',
        '--json',
      ]),
    );
    const noReason = await opsdeck(suite.admin, ['approvals', 'reject', String(held.approvalId), '--yes']);
    expect(noReason.code).toBe(2);
    expect(noReason.stderr).toContain('--reason');
    const r = json<Approval>(
      await opsdeck(suite.admin, [
        'approvals',
        'reject',
        String(held.approvalId),
        '--reason',
        'amount looks wrong',
        '--yes',
        '--json',
      ]),
    );
    expect(r).toMatchObject({ status: 'rejected', rejectReason: 'amount looks wrong' });
    expect(await balanceOf(m)).toBe(before);
    const mine = json<Approval[]>(
      await opsdeck(suite.operator, ['approvals', 'list', '--status', 'rejected', '--json']),
    );
    expect(mine.map((a) => a.id)).toContain(held.approvalId);
    const bad = await opsdeck(suite.admin, ['approvals', 'list', '--status', 'maybe']);
    expect(bad.code).toBe(2);
  });

  test('a batch re-issue reports rows above the threshold as pending approval, not as errors', async () => {
    const [a, b] = [members[5] as MemberRow, members[6] as MemberRow];
    const file = join(work, 'mixed.csv');
    writeFileSync(
      file,
      `member,coins,reason\n${a.visibleId},5,e2e batch small\n${b.visibleId},15000,e2e batch large\n`,
    );
    const r = await opsdeck(suite.admin, ['coins', 'reissue', '--file', file, '--yes']);
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines).toContainEqual(expect.stringMatching(/^2\tissued\t\d{8}\t\S+\tPAT\d+$/));
    expect(lines).toContainEqual(expect.stringMatching(/^3\tpending\t\d{8}\t\S+\tapproval #\d+$/));
    expect(r.stderr).toContain('1 row pending approval');
    const summary = json<{ pending: number; issued: number; failed: number }>(
      await opsdeck(suite.admin, ['coins', 'reissue', '--file', file, '--yes', '--json']),
    );
    expect(summary).toMatchObject({ pending: 1, failed: 0 });
  });
});
