import { request } from 'node:http';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { queryRows } from '../db/sql.js';
import { activeMember } from '../testing/members.js';
import { fourEyesApp } from '../testing/suite.js';

// The request context (request-context.ts) over real HTTP: a re-issue POSTed with an API token is
// audited with the token, also when its body arrives well after its headers (and the onRequest
// hooks); a session's re-issue sent next on the same keep-alive connection is audited without it;
// system work a token's request sets off (the expiry of due approval requests on a read) is not
// audited as the token's.
const t = fourEyesApp();
let base = '';
let n = 0;

beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

async function reissue(bearer: string, memberId: number, coins: number): Promise<string> {
  const res = await fetch(`${base}/api/admin/member/patch-coin`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${bearer}`,
      'content-type': 'application/json',
      'idempotency-key': `request-context-test-${process.pid}-${++n}`,
    },
    body: JSON.stringify({ memberId, coins, reason: 'context over http' }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { orderNo: string } }).data.orderNo;
}

async function apiToken(name: string, scopes: string[]) {
  const created = await t.inject('POST', '/admin/account/tokens', t.admin, {
    name,
    scopes,
    expiresInDays: 1,
  });
  expect(created.statusCode).toBe(200);
  return created.json().data as { id: number; token: string };
}

/** The same POST with its body sent a while after its headers (a slow client: two TCP packets). */
function reissueSlowBody(bearer: string, memberId: number, coins: number): Promise<string> {
  const body = JSON.stringify({ memberId, coins, reason: 'context over http' });
  return new Promise((resolve, reject) => {
    const req = request(`${base}/api/admin/member/patch-coin`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${bearer}`,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'idempotency-key': `request-context-test-${process.pid}-${++n}`,
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c) => {
        text += c;
      });
      res.on('end', () => {
        if (res.statusCode !== 200) return reject(new Error(`${res.statusCode} ${text}`));
        resolve((JSON.parse(text) as { data: { orderNo: string } }).data.orderNo);
      });
    });
    req.on('error', reject);
    req.flushHeaders();
    setTimeout(() => req.end(body), 200);
  });
}

async function tokenOf(orderNo: string) {
  const [row] = await queryRows<{ api_token_id: number | null; api_token_name: string | null }>(
    t.database.db,
    sql`SELECT api_token_id, api_token_name FROM audit_log
      WHERE action = 'member.reissueCoins' AND payload->>'orderNo' = ${orderNo}`,
  );
  return row;
}

describe('the request context over HTTP', () => {
  test("a token's POST is audited with the token; a session's next one on the connection is not", async () => {
    const token = await apiToken('http script', ['reissue']);
    const m = await activeMember(t.database.db, 71);
    const byToken = await reissue(token.token, m.id, 3);
    expect(await tokenOf(byToken)).toEqual({ api_token_id: token.id, api_token_name: 'http script' });
    const slow = await reissueSlowBody(token.token, m.id, 5);
    expect(await tokenOf(slow)).toEqual({ api_token_id: token.id, api_token_name: 'http script' });
    const bySession = await reissue(t.admin, m.id, 4);
    expect(await tokenOf(bySession)).toEqual({ api_token_id: null, api_token_name: null });
  });

  test("an approval request expired on a token's read is the system's, not the token's", async () => {
    const m = await activeMember(t.database.db, 72);
    const held = await t.inject(
      'POST',
      '/admin/member/patch-coin',
      t.user,
      { memberId: m.id, coins: 20_000, reason: 'expires on a read' },
      { 'idempotency-key': `request-context-test-${process.pid}-held` },
    );
    expect(held.statusCode).toBe(202);
    const approvalId = held.json().data.approvalId as number;
    await t.database.db.execute(
      sql`UPDATE approvals SET created_at = now() - make_interval(hours => 73) WHERE id = ${approvalId}`,
    );
    const reader = await apiToken('approvals reader', ['read']);
    const read = await t.inject('GET', '/admin/approvals?status=expired', reader.token);
    expect(read.statusCode).toBe(200);
    const [expired] = await queryRows<{ operator_id: number | null; api_token_id: number | null }>(
      t.database.db,
      sql`SELECT operator_id, api_token_id FROM audit_log
        WHERE action = 'approval.expire' AND target_id = ${String(approvalId)}`,
    );
    expect(expired).toEqual({ operator_id: null, api_token_id: null });
  });
});
