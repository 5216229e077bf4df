import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { allowedRequests, type ConformanceRequest, forbiddenRequests } from '../../testing/conformance.js';
import { type Operation, operationsOf } from '../../testing/fuzz.js';
import { invariantViolationsSql } from '../ledger/service.js';

/** Allowed requests per operation (each a whole valid input); forbidden ones are one per rule per part. */
const ALLOWED_PER_OPERATION = 8;

/**
 * The rules a JSON schema cannot state (docs/architecture.md, "What the OpenAPI document cannot
 * say"): a relation between two fields, a rule on stored rows, a rule relative to today. A value
 * the document allows may break one of them, and then the server answers 400 naming the field.
 * Per operation, the fields such a 400 may name; any other 400 is a document that says too little.
 */
const BEYOND_SCHEMA: Record<string, RegExp> = {
  // the credentials are checked against the stored operators (the answer names no field)
  'POST /api/admin/auth/login': /^$/,
  // the challenge of an open sign-in, and its operator's TOTP or recovery code
  'POST /api/admin/auth/login/verify': /^(challenge|code)$/,
  // must be the stored password
  'POST /api/admin/account/password': /^oldPassword$/,
  // within the last 30 days, today included
  'POST /api/admin/tasks/checkin': /^day$/,
  // another member than the inviter
  'POST /api/admin/tasks/invite': /^inviteeId$/,
  // the end of a range is not before its start, and the range is not longer than the report allows
  'GET /api/admin/points/overview': /^to$/,
  'GET /api/admin/analysis/*': /^to$/,
  // ends after it starts
  'POST /api/admin/topics': /^endsAt$/,
  'PATCH /api/admin/topics/{id}': /^(endsAt|updatedAt)$/,
  'POST /api/admin/wallpaper-topics': /^endsAt$/,
  'PATCH /api/admin/wallpaper-topics/{id}': /^(endsAt|updatedAt)$/,
  // a price only with access 'coin'; width and height unless the image is an upload; rows that exist
  'POST /api/admin/wallpapers':
    /^(priceCoins|width|height|categoryId|topicIds|imageUrl|thumbUrl|durationSeconds)$/,
  'PATCH /api/admin/wallpapers/{id}':
    /^(priceCoins|width|height|categoryId|topicIds|imageUrl|thumbUrl|durationSeconds|updatedAt)$/,
  'POST /api/admin/templates': /^(priceCoins|categoryId|coverUrl|layout(\..*)?)$/,
  'PATCH /api/admin/templates/{id}': /^(priceCoins|categoryId|coverUrl|layout(\..*)?|updatedAt)$/,
  // minimum ≤ default ≤ maximum
  'PUT /api/admin/media-params': /^(video|audio)\./,
  // the promotion ends on or after the day it starts
  'POST /api/admin/channels': /^promotionTime$/,
  // a job names its members by a filter or by rows (one of them), with an amount within its kind's limit
  'POST /api/admin/reissue-jobs': /^(filter|amount|rows\.\d+\.amount)$/,
  // the content exists
  'POST /api/admin/collections/{id}/items': /^contentId$/,
};

function beyondSchema(op: Operation, body: string): boolean {
  const allowed =
    BEYOND_SCHEMA[`${op.method} ${op.path}`] ??
    Object.entries(BEYOND_SCHEMA).find(
      ([key]) => key.endsWith('*') && `${op.method} ${op.path}`.startsWith(key.slice(0, -1)),
    )?.[1];
  if (!allowed) return false;
  const details = (JSON.parse(body) as { details?: { field: string }[] }).details ?? [{ field: '' }];
  return details.every((d) => allowed.test(d.field));
}
const SEED = 20261128;

let t: TestApp;
let ops: Operation[];
beforeAll(async () => {
  // the allowed sign-ins are wrong guesses: no lockout or slow-down for them here
  t = await buildTestApp({
    env: {
      RATE_LIMIT_PER_MINUTE: 1_000_000,
      LOGIN_MAX_ATTEMPTS_PER_IP: 1_000_000,
      LOGIN_MAX_ATTEMPTS_PER_PHONE: 1_000_000,
      LOGIN_SLOWDOWN_MS: 0,
    },
  });
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  // the event stream stays open by design; uploads take multipart bodies (covered by the fuzz suite)
  ops = operationsOf(doc).filter((op) => !op.path.endsWith('/monitor/events') && !op.multipart);
});
afterAll(() => t?.close());

async function send(req: ConformanceRequest) {
  const res = await t.app.inject({
    method: req.method as 'GET',
    url: req.url,
    headers: { 'accept-language': 'en-US', ...req.headers },
    ...(req.payload === undefined ? {} : { payload: req.payload }),
  });
  return res;
}

async function violations(): Promise<unknown[]> {
  const result = (await t.database.db.execute(invariantViolationsSql)) as unknown;
  return Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? []);
}

test('what the document forbids the server refuses with a 400 (a 404 for a path value)', async () => {
  const admin = await t.login('admin');
  const failures: string[] = [];
  let sent = 0;
  for (const [i, op] of ops.entries()) {
    for (const req of forbiddenRequests(op, SEED + i, { authorization: `Bearer ${admin}` })) {
      const res = await send(req);
      sent++;
      // a body past the server's 1 MiB limit (20,001 rows of a job) is refused as too large first
      const tooLarge = res.statusCode === 413 && Buffer.byteLength(req.payload ?? '') > 1024 * 1024;
      const ok = res.statusCode === 400 || (req.place === 'path' && res.statusCode === 404) || tooLarge;
      if (!ok) failures.push(`${res.statusCode} ${op.method} ${op.path} · ${req.what}`);
    }
  }
  console.info(`conformance: ${sent} forbidden requests, ${failures.length} not refused`);
  expect(sent).toBeGreaterThan(ops.length);
  expect(failures).toEqual([]);
}, 600_000);

test('what the document allows the server does not refuse as bad input, and never answers 5xx', async () => {
  const failures: string[] = [];
  let sent = 0;
  const admin = await t.login('admin');
  for (const [i, op] of ops.entries()) {
    // signing out, changing the password or revoking sessions ends sessions: those get a session of their own
    const endsSessions = /\/(logout|password|sessions)/.test(op.path);
    const token = endsSessions ? await t.login('admin') : admin;
    for (const req of allowedRequests(op, ALLOWED_PER_OPERATION, SEED + i, {
      authorization: `Bearer ${token}`,
    })) {
      const res = await send(req);
      sent++;
      if ((res.statusCode === 400 && !beyondSchema(op, res.body)) || res.statusCode >= 500) {
        const body = res.body.slice(0, 240);
        failures.push(`${res.statusCode} ${op.method} ${op.path} · ${req.what.slice(0, 300)} → ${body}`);
      }
    }
  }
  console.info(`conformance: ${sent} allowed requests, ${failures.length} refused as bad input or 5xx`);
  expect(sent).toBe(ops.length * ALLOWED_PER_OPERATION);
  expect(failures).toEqual([]);
  expect(await violations()).toEqual([]);
}, 600_000);
