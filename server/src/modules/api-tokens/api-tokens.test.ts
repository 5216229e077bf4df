import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { queryRows } from '../../db/sql.js';
import { activeMember as activeMemberAt, coinBalance } from '../../testing/members.js';
import { fourEyesApp } from '../../testing/suite.js';

const t = fourEyesApp();
let n = 0;

/** One request as `token` (en-US): the raw answer. */
const call = (...args: Parameters<typeof t.inject>) => t.inject(...args);

async function create(body: object, as = t.user) {
  const res = await call('POST', '/admin/account/tokens', as, body);
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: number; token: string; name: string; expiresAt: string };
}

const reissue = (token: string, memberId: number, coins: number, extra: object = {}) =>
  call(
    'POST',
    '/admin/member/patch-coin',
    token,
    { memberId, coins, reason: 'script compensation', ...extra },
    { 'idempotency-key': `api-token-test-${++n}` },
  );

const activeMember = (offset = 0) => activeMemberAt(t.database.db, offset);

const balance = (id: number) => coinBalance(t.database.db, id);

describe('creating API tokens', () => {
  test('bad input names the field and the rule, in both languages, and creates nothing', async () => {
    const cases: [object, string, string][] = [
      [{ name: '', scopes: ['read'], expiresInDays: 7 }, 'name', 'Name is required, at most 64 characters'],
      [
        { name: 'x', scopes: [], expiresInDays: 7 },
        'scopes',
        'Scopes must name read, reissue or both, each once',
      ],
      [{ name: 'x', scopes: ['write'], expiresInDays: 7 }, 'scopes.0', 'Scope must be read or reissue'],
      [{ name: 'x', scopes: ['read', 'read'], expiresInDays: 7 }, 'scopes', 'Scopes must name'],
      [{ name: 'x', scopes: ['read'], expiresInDays: 0 }, 'expiresInDays', 'from 1 to 90'],
      [{ name: 'x', scopes: ['read'], expiresInDays: 91 }, 'expiresInDays', 'from 1 to 90'],
      [{ name: 'x', scopes: ['read'], expiresInDays: 7, dailyCoinCap: 0 }, 'dailyCoinCap', 'Daily coin cap'],
    ];
    for (const [body, field, message] of cases) {
      const res = await call('POST', '/admin/account/tokens', t.user, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().details[0].field).toBe(field);
      expect(res.json().message).toContain(message);
    }
    const zh = await call(
      'POST',
      '/admin/account/tokens',
      t.user,
      { name: 'x', scopes: ['read'], expiresInDays: 120 },
      { 'accept-language': 'zh-CN' },
    );
    expect(zh.json().message).toBe('有效期须为 1 到 90 的整数天');
    const [count] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM api_tokens`,
    );
    expect(count?.n).toBe(0);
  });

  test('the token is answered once and stored hashed; the list shows created, last used and expiry', async () => {
    const before = Date.now();
    const created = await create({ name: 'nightly report', scopes: ['read'], expiresInDays: 30 });
    expect(created.token).toMatch(/^odt_[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(created.expiresAt) - before).toBeGreaterThan(30 * 86_400_000 - 60_000);
    expect(Date.parse(created.expiresAt) - before).toBeLessThan(30 * 86_400_000 + 60_000);
    const stored = await queryRows<{ token_hash: string }>(
      t.database.db,
      sql`SELECT token_hash FROM api_tokens WHERE id = ${created.id}`,
    );
    expect(stored[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(created.token.slice(4));

    const listed = (await call('GET', '/admin/account/tokens', t.user)).json().data;
    expect(listed[0]).toMatchObject({
      id: created.id,
      name: 'nightly report',
      scopes: ['read'],
      lastUsedAt: null,
    });
    expect(listed[0].token).toBeUndefined();
    expect((await call('GET', '/admin/members?pageSize=1', created.token)).statusCode).toBe(200);
    const used = (await call('GET', '/admin/account/tokens', t.user)).json().data[0];
    expect(used.lastUsedAt).not.toBeNull();
    expect(used.status).toBe('active');
  });
});

describe('what a token may do', () => {
  test('a read token reads, and gets 403 naming the missing scope on a re-issue (both languages)', async () => {
    const m = await activeMember(60);
    const { token } = await create({ name: 'reader', scopes: ['read'], expiresInDays: 1 });
    expect((await call('GET', `/admin/members/${m.id}`, token)).statusCode).toBe(200);
    const refused = await reissue(token, m.id, 10);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('The API token “reader” lacks the scope “reissue” this needs');
    const zh = await reissue(token, m.id, 10, {});
    const zhRes = await call(
      'POST',
      '/admin/member/patch-coin',
      token,
      { memberId: m.id, coins: 10, reason: 'x' },
      { 'idempotency-key': 'zh-1', 'accept-language': 'zh-CN' },
    );
    expect(zh.statusCode).toBe(403);
    expect(zhRes.json().message).toBe('API 令牌“reader”缺少此操作所需的权限范围“reissue”');
    expect(await balance(m.id)).toBe(m.balance);
  });

  test('never: approve, change a policy, manage tokens, sign sessions out', async () => {
    const admin = await create(
      { name: 'admin script', scopes: ['read', 'reissue'], expiresInDays: 1 },
      t.admin2,
    );
    const tries = [
      call('POST', '/admin/approvals/1/approve', admin.token, {}),
      call('POST', '/admin/approvals/1/reject', admin.token, { reason: 'no' }),
      call('PUT', '/admin/automation/approvalThresholds', admin.token, { enabled: false }),
      call('GET', '/admin/account/tokens', admin.token),
      call('POST', '/admin/account/tokens', admin.token, {
        name: 'child',
        scopes: ['read'],
        expiresInDays: 1,
      }),
      call('DELETE', `/admin/account/tokens/${admin.id}`, admin.token),
      call('POST', '/admin/account/sessions/revoke-others', admin.token),
      call('GET', '/admin/account/sessions', admin.token),
      call('POST', '/admin/auth/logout', admin.token),
      call('POST', '/admin/account/password', admin.token, {
        oldPassword: 'Admin@123',
        newPassword: 'Admin@456',
      }),
      call('POST', '/admin/account/two-factor/setup', admin.token),
    ];
    for (const res of await Promise.all(tries)) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toBe('An API token (“admin script”) cannot do this: sign in as yourself');
    }
    const [switchRow] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM settings WHERE key = 'automation_approval_thresholds'`,
    );
    expect(switchRow?.n).toBe(0);
    const [tokens] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM api_tokens WHERE name = 'child' OR revoked_at IS NOT NULL`,
    );
    expect(tokens?.n).toBe(0);
    // the token still works for what it may do
    expect((await call('GET', '/admin/approvals', admin.token)).statusCode).toBe(200);
  });

  test('the daily coin cap holds, also in parallel; writes are audited with the token name', async () => {
    const m = await activeMember(61);
    const { token, id } = await create({
      name: 'support batch',
      scopes: ['reissue'],
      expiresInDays: 3,
      dailyCoinCap: 500,
    });
    // a dry run counts nothing
    expect((await reissue(token, m.id, 400, { dryRun: true })).statusCode).toBe(200);
    const first = await reissue(token, m.id, 300);
    expect(first.statusCode).toBe(200);
    const over = await reissue(token, m.id, 201);
    expect(over.statusCode).toBe(403);
    expect(over.json().message).toBe(
      'The API token “support batch” may re-issue 500 coins a day: 300 used today, 201 more asked',
    );
    expect(await balance(m.id)).toBe(m.balance + 300);
    // a read is refused without the read scope
    const read = await call('GET', '/admin/members?pageSize=1', token);
    expect(read.statusCode).toBe(403);
    expect(read.json().message).toContain('“read”');

    // parallel: 10 re-issues of 50 with 200 left: exactly 4 get through
    const answers = await Promise.all(Array.from({ length: 10 }, () => reissue(token, m.id, 50)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(4);
    expect(statuses.filter((s) => s === 403)).toHaveLength(6);
    expect(await balance(m.id)).toBe(m.balance + 500);
    const listed = (await call('GET', '/admin/account/tokens', t.user)).json().data;
    expect(listed.find((x: { id: number }) => x.id === id)).toMatchObject({
      coinsToday: 500,
      dailyCoinCap: 500,
    });

    const audited = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM audit_log WHERE api_token_id = ${id} AND api_token_name = 'support batch'`,
    );
    expect(audited[0]?.n).toBeGreaterThanOrEqual(5);
  });

  test('a failed re-issue gives its coins back to the cap', async () => {
    const { token, id } = await create({
      name: 'capped',
      scopes: ['reissue'],
      expiresInDays: 1,
      dailyCoinCap: 100,
    });
    const missing = await reissue(token, 2_000_000_000, 80);
    expect(missing.statusCode).toBe(404);
    const m = await activeMember(62);
    expect((await reissue(token, m.id, 100)).statusCode).toBe(200);
    const listed = (await call('GET', '/admin/account/tokens', t.user)).json().data;
    expect(listed.find((x: { id: number }) => x.id === id).coinsToday).toBe(100);
  });
});

describe('expiry and revocation', () => {
  test('an expired token is refused (401 50014)', async () => {
    const { token, id } = await create({ name: 'short', scopes: ['read'], expiresInDays: 1 });
    expect((await call('GET', '/admin/account/profile', token)).statusCode).toBe(200);
    await t.database.db.execute(
      sql`UPDATE api_tokens SET expires_at = now() - interval '1 second' WHERE id = ${id}`,
    );
    const res = await call('GET', '/admin/account/profile', token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 50014, message: 'The API token “short” has expired' });
    const listed = (await call('GET', '/admin/account/tokens', t.user)).json().data;
    expect(listed.find((x: { id: number }) => x.id === id).status).toBe('expired');
  });

  test('revoking is immediate; only the owner revokes (404 otherwise); audited', async () => {
    const { token, id } = await create({ name: 'to revoke', scopes: ['read'], expiresInDays: 5 });
    expect((await call('GET', '/admin/account/profile', token)).statusCode).toBe(200);
    const foreign = await call('DELETE', `/admin/account/tokens/${id}`, t.admin);
    expect(foreign.statusCode).toBe(404);
    const revoked = await call('DELETE', `/admin/account/tokens/${id}`, t.user);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data).toMatchObject({ id, status: 'revoked' });
    const after = await call('GET', '/admin/account/profile', token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 50008, message: 'The API token “to revoke” was revoked' });
    expect((await call('DELETE', `/admin/account/tokens/${id}`, t.user)).statusCode).toBe(404);
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'account.revokeApiToken' AND target_id = ${String(id)}`,
    );
    expect(row?.n).toBe(1);
    // a token that is not one is refused alike
    const forged = await call('GET', '/admin/account/profile', `odt_${'A'.repeat(43)}`);
    expect(forged.statusCode).toBe(401);
  });
});
