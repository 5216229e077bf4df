import { UsageError } from '@opsdeck/shared/errors';
import { describe, expect, test } from 'vitest';
import { createFakeIO } from '../../testing/fake-io.js';
import { memberDetailFixture, memberRowFixture } from '../../testing/money-server.js';
import { ok, type StubCall, stubAdapter } from '../../testing/stub-api.js';
import { createTestFactory } from '../../testing/test-factory.js';
import { displayWidth } from '../../ui/plain.js';
import { listMembers } from './list.js';
import { parseMemberRef, parseMembersQuery } from './query.js';
import { showMember } from './show.js';

const rows = [
  memberRowFixture({ vipExpiresAt: '2027-01-01T00:00:00.000Z', vipActive: true }),
  memberRowFixture({
    id: 2,
    visibleId: '10112648',
    nickname: 'Brave\tLemon',
    status: 'banned',
    coinBalance: 0,
    vipExpiresAt: '2025-01-01T00:00:00.000Z',
  }),
];

function setup(io = createFakeIO(), page: unknown = { list: rows, total: 42 }, lang = 'en-US') {
  const calls: StubCall[] = [];
  const detail = memberDetailFixture();
  const adapter = stubAdapter(
    { 'GET /admin/members': () => ok(page), 'GET /admin/members/10104729': () => ok(detail) },
    calls,
  );
  const f = createTestFactory({ io, adapter, token: 't', env: { OPSDECK_LANG: lang } });
  return { io, calls, ctx: f.context() };
}

const query = parseMembersQuery('en-US', {});

describe('members query flags', () => {
  test('defaults come from the shared schema; flags map to the query fields', () => {
    expect(query).toEqual({ current: 1, pageSize: 10 });
    expect(
      parseMembersQuery('en-US', { query: ' 138 ', vip: false, status: 'banned', page: '3', pageSize: '50' }),
    ).toEqual({ q: '138', vip: false, status: 'banned', current: 3, pageSize: 50 });
  });

  test.each([
    [{ pageSize: '101' }, '--page-size must be at most 100'],
    [{ page: '0' }, '--page must be at least 1'],
    [{ status: 'gone' }, '--status must be one of: active, banned'],
    [{ query: 'x'.repeat(51) }, '--query must be at most 50 characters'],
  ])('%j → %s', (flags, message) => {
    expect(() => parseMembersQuery('en-US', flags)).toThrow(new UsageError(message));
  });

  test('a member reference is an id, a member ID or a phone', () => {
    expect(parseMemberRef('en-US', '13701234567', 'MEMBER')).toBe('13701234567');
    expect(() => parseMemberRef('en-US', 'abc', 'MEMBER')).toThrow(/^MEMBER must be an internal ID/);
  });
});

describe('members list', () => {
  test('sends the query and prints only the rows as JSON', async () => {
    const { io, calls, ctx } = setup();
    await listMembers(ctx, { json: true, query: { ...query, q: '138', vip: true } });
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/admin/members' });
    expect(calls[0]?.params).toEqual({ current: 1, pageSize: 10, q: '138', vip: true });
    expect(JSON.parse(io.out())).toEqual(rows);
    expect(io.err()).toBe('');
  });

  test('piped: tab-separated raw values without a header; the page line on stderr', async () => {
    const { io, ctx } = setup();
    await listMembers(ctx, { json: false, query });
    expect(io.out()).toBe(
      '10104729\tSlow Dolphin\t137****4567\tactive\t22\t100\t2027-01-01T00:00:00.000Z\n' +
        '10112648\tBrave Lemon\t137****4567\tbanned\t0\t100\t2025-01-01T00:00:00.000Z\n',
    );
    expect(io.err()).toBe('Page 1 of 5 · 42 members\n');
  });

  test('on a terminal: headers, translated status, VIP date (business time zone, named in the header) or state', async () => {
    const { io, ctx } = setup(createFakeIO({ stdoutTTY: true, noColor: true }));
    await listMembers(ctx, { json: false, query });
    const lines = io.out().split('\n');
    expect(lines[0]).toMatch(
      /^MEMBER ID\s+NICKNAME\s+PHONE\s+STATUS\s+COINS\s+POINTS\s+VIP UNTIL \(UTC\+8\)$/,
    );
    // 2027-01-01T00:00:00Z is 08:00 in UTC+8, whatever this machine's zone
    expect(lines[1]).toMatch(
      /^\s*10104729\s+Slow Dolphin\s+137\*{4}4567\s+Active\s+22\s+100\s+2027-01-01 08:00$/,
    );
    expect(lines[2]).toMatch(/^\s*10112648\s+Brave Lemon\s+137\*{4}4567\s+Banned\s+0\s+100\s+Expired$/);
  });

  test.each([
    ['en-US', 'COINS'],
    ['zh-CN', '福币'],
  ])(
    '%s: the COINS column is grouped and right-aligned under its header, as POINTS is',
    async (lang, head) => {
      const two = [
        memberRowFixture({ coinBalance: 1_234_567, pointsBalance: 5 }),
        memberRowFixture({ visibleId: '10112648', coinBalance: 60, pointsBalance: 12_000 }),
      ];
      const tty = setup(createFakeIO({ stdoutTTY: true, noColor: true }), { list: two, total: 2 }, lang);
      await listMembers(tty.ctx, { json: false, query });
      const [header = '', first = '', second = ''] = tty.io.out().split('\n');
      expect(first).toContain('1,234,567');
      // the last digit of each row under the header's last character (display columns)
      const end = displayWidth(header.slice(0, header.indexOf(head) + head.length));
      expect(displayWidth(first.slice(0, first.indexOf('1,234,567') + 9))).toBe(end);
      expect(displayWidth(second.slice(0, second.search(/\s60\s/) + 3))).toBe(end);
    },
  );

  test('on a terminal, balances are grouped in thousands; piped, they stay bare numbers', async () => {
    const big = [memberRowFixture({ coinBalance: 12345, pointsBalance: 1616 })];
    const tty = setup(createFakeIO({ stdoutTTY: true, noColor: true }), { list: big, total: 1 });
    await listMembers(tty.ctx, { json: false, query });
    expect(tty.io.out().split('\n')[1]).toMatch(/\s12,345\s+1,616\s/);
    const piped = setup(createFakeIO(), { list: big, total: 1 });
    await listMembers(piped.ctx, { json: false, query });
    expect(piped.io.out()).toContain('\t12345\t1616\t');
  });

  test('an estimated total says so', async () => {
    const { io, ctx } = setup(createFakeIO(), { list: rows, total: 2000, estimated: true });
    await listMembers(ctx, { json: false, query });
    expect(io.err()).toBe('Page 1 of 200+ · 2,000+ members\n');
  });

  test('the footer groups its numbers as the rows do, in both languages', async () => {
    const en = setup(createFakeIO(), { list: rows, total: 12_345 });
    await listMembers(en.ctx, { json: false, query });
    expect(en.io.err()).toBe('Page 1 of 1,235 · 12,345 members\n');
    const zh = setup(createFakeIO(), { list: rows, total: 12_345 }, 'zh-CN');
    await listMembers(zh.ctx, { json: false, query });
    expect(zh.io.err()).toBe('第 1 / 1,235 页 · 共 12,345 位会员\n');
  });

  test('no match: a notice on stderr, nothing on stdout', async () => {
    const { io, ctx } = setup(createFakeIO(), { list: [], total: 0 });
    await listMembers(ctx, { json: false, query });
    expect(io.out()).toBe('');
    expect(io.err()).toBe('No members match\n');
  });
});

describe('members show', () => {
  test('--json prints the whole answer', async () => {
    const { io, ctx, calls } = setup();
    await showMember(ctx, { json: true, member: '10104729' });
    expect(calls[0]?.url).toBe('/admin/members/10104729');
    expect(JSON.parse(io.out())).toEqual(memberDetailFixture());
  });

  test('piped: stable key/value lines, then each recent list under its field name', async () => {
    const { io, ctx } = setup();
    await showMember(ctx, { json: false, member: '10104729' });
    const out = io.out();
    expect(out).toContain('visibleId      10104729\n');
    expect(out).toContain('coinBalance    22\n');
    expect(out).toContain('vipExpiresAt   \n');
    // the phone masked, as the list shows it
    expect(out).toContain(`phone          ${memberDetailFixture().phoneMasked}\n`);
    expect(out).not.toContain(memberDetailFixture().phone);
    expect(out).toContain('\nrecentCoinLedger\n2026-09-10T20:19:15.709Z\t-8\t22\tunlock\t\n');
    expect(out).toContain('\nrecentOrders\n');
    // each empty section named ("No data" three times said none of them)
    expect(io.err()).toBe('Points ledger: no data\nVIP grants: no data\nRecent orders: no data\n');
  });

  test('on a terminal: labels, balances and the VIP state in words', async () => {
    const { io, ctx } = setup(createFakeIO({ stdoutTTY: true, noColor: true }));
    await showMember(ctx, { json: false, member: '10104729' });
    const out = io.out();
    expect(out).toMatch(/^Member ID\s+10104729$/m);
    expect(out).toMatch(/^Coins\s+22$/m);
    expect(out).toMatch(
      new RegExp(`^Phone\\s+${memberDetailFixture().phoneMasked.replace(/\*/g, '\\*')}$`, 'm'),
    );
    expect(out).not.toContain(memberDetailFixture().phone);
    expect(out).toMatch(/^VIP\s+Never VIP$/m);
    expect(out).toMatch(/^Coin ledger$/m);
    expect(out).toMatch(/^TIME \(UTC\+8\)\s+CHANGE\s+BALANCE\s+REASON\s+BY$/m);
    // 2026-09-10T20:19:15Z is the next morning in UTC+8
    expect(out).toMatch(/^2026-09-11 04:19\s+-8\s+22\s+Unlock\s+—$/m);
  });
});
