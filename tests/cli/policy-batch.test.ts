import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MemberDetail, MemberRow } from '@opsdeck/shared/schemas';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { json, useCliOperators } from './money-support.js';

const suite = useCliOperators('admin');

// The rolling limits from the CLI batch: the built CLI against a real server. Splitting a large re-issue
// into rows of one file does not get around the member's rolling 24-hour limit: the server sums the
// rows already issued (and held) and holds the row that crosses, and every row after it.

let work: string;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'opsdeck-policy-batch-'));
});

afterAll(async () => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('opsdeck coins reissue --file under the money controls', () => {
  test('five rows of 4,000 to one member: two are issued, the rows that would cross 10,000 are pending', async () => {
    const members = json<MemberRow[]>(
      await suite.cli.opsdeck(suite.admin, [
        'members',
        'list',
        '--status',
        'active',
        '--page-size',
        '50',
        '--json',
      ]),
    );
    const m = members[20] as MemberRow;
    const before = json<MemberDetail>(
      await suite.cli.opsdeck(suite.admin, ['members', 'show', m.visibleId, '--json']),
    );
    const file = join(work, 'split.csv');
    const rows = Array.from({ length: 5 }, (_, i) => `${m.visibleId},4000,split row ${i + 1}`);
    writeFileSync(file, `member,coins,reason\n${rows.join('\n')}\n`);
    const results = join(work, 'split.ndjson');
    const r = await suite.cli.opsdeck(suite.admin, [
      'coins',
      'reissue',
      '--file',
      file,
      '--yes',
      '--results',
      results,
    ]);
    expect(r.code, r.stderr).toBe(0);
    const statuses = r.stdout
      .trimEnd()
      .split('\n')
      .map((line) => line.split('\t')[1]);
    // rows may run side by side: which rows go first is the server's order, the counts are not
    expect(statuses.sort()).toEqual(['issued', 'issued', 'pending', 'pending', 'pending']);
    expect(r.stderr).toContain('3 rows pending approval');
    const outcomes = readFileSync(results, 'utf8')
      .trimEnd()
      .split('\n')
      .map(
        (line) => JSON.parse(line) as { line: number; status: string; rule?: string; windowTotal?: number },
      );
    const pending = outcomes
      .filter((o) => o.status === 'pending')
      .sort((a, b) => (a.windowTotal ?? 0) - (b.windowTotal ?? 0));
    expect(pending.map((o) => o.rule)).toEqual(['member_24h', 'member_24h', 'member_24h']);
    // each held row counts the rows before it, issued and held
    const first = pending[0]?.windowTotal ?? 0;
    expect(first).toBeGreaterThan(10_000);
    expect(pending.map((o) => (o.windowTotal ?? 0) - first)).toEqual([0, 4_000, 8_000]);
    const after = json<MemberDetail>(
      await suite.cli.opsdeck(suite.admin, ['members', 'show', m.visibleId, '--json']),
    );
    expect(after.coinBalance).toBe(before.coinBalance + 8_000);
  });
});
