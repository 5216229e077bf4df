import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { apiToken } from './console.js';
import { ROOT } from './start-server.js';

/** Runs `server/dist/scripts/<script>.js` (backup, restore, seed …) to its end. */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return runBuilt(`server/dist/scripts/${script}.js`, args, env);
}

/**
 * Runs a built file of the repo (`server/dist/server.js`, a script) with node to its end, on the
 * embedded database (no inherited DATABASE_URL): its exit code and its output.
 */
export function runBuilt(
  path: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const { DATABASE_URL: _inherited, ...base } = process.env;
  const child = spawn(process.execPath, [join(ROOT, path), ...args], {
    cwd: ROOT,
    env: { ...base, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

/** A signed-in admin's JSON calls against one server's API. */
export async function adminApi(apiUrl: string) {
  const token = await apiToken(apiUrl);
  async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const res = await fetch(`${apiUrl}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${token}`,
        ...(typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
    });
    const body = (await res.json()) as { code: number; data: T; message: string };
    if (body.code !== 200) throw new Error(`${path}: ${res.status} ${body.message}`);
    return body.data;
  }
  return { token, call };
}

/** A 1×1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** What a round trip must keep: a member's balance and ledger, an order, an upload's bytes. */
export interface Snapshot {
  memberId: number;
  balance: number;
  ledger: unknown[];
  orderNo: string;
  upload: string;
  uploadBytes: string;
}

/** Writes money and an upload through the API, and answers what the restored copy must show. */
export async function writeAndSnapshot(url: string): Promise<Snapshot> {
  const { call } = await adminApi(`${url}/api`);
  const page = await call<{ list: { id: number }[] }>('/admin/members?status=active&pageSize=1');
  const memberId = page.list[0]?.id;
  if (memberId === undefined) throw new Error('no active member');
  const { orderNo } = await call<{ orderNo: string }>('/admin/member/patch-coin', {
    method: 'POST',
    headers: { 'idempotency-key': `backup-${Date.now()}` },
    body: JSON.stringify({ memberId, coins: 13, reason: 'backup round trip' }),
  });
  const form = new FormData();
  form.append('file', new Blob([TINY_PNG], { type: 'image/png' }), 'dot.png');
  const uploaded = await call<{ url: string }>('/admin/uploads', { method: 'POST', body: form });
  return readSnapshot(url, memberId, orderNo, uploaded.url);
}

/** Reads the same facts from a (restored) server. */
export async function readSnapshot(
  url: string,
  memberId: number,
  orderNo: string,
  upload: string,
): Promise<Snapshot> {
  const { call } = await adminApi(`${url}/api`);
  const member = await call<{ coinBalance: number; recentCoinLedger: unknown[] }>(
    `/admin/members/${memberId}`,
  );
  const order = await call<{ orderNo: string }>(`/admin/orders/${orderNo}`);
  const file = await fetch(`${url}${upload}`);
  if (!file.ok) throw new Error(`${upload}: ${file.status}`);
  return {
    memberId,
    balance: member.coinBalance,
    ledger: member.recentCoinLedger,
    orderNo: order.orderNo,
    upload,
    uploadBytes: Buffer.from(await file.arrayBuffer()).toString('base64'),
  };
}
