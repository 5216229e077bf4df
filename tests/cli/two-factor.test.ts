import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type cliRunner, runCli, startCliServer } from '../helpers/cli.js';
import type { RunningServer } from '../helpers/start-server.js';

// `opsdeck login --otp-stdin` and API tokens (the built CLI) against a real server.

let server: RunningServer;
let cli: ReturnType<typeof cliRunner>;

beforeAll(async () => {
  ({ server, cli } = await startCliServer());
});

afterAll(async () => {
  await server?.stop();
  cli?.cleanup();
});

/** One API call as `token`: the envelope's data (fails the test on anything but 200). */
async function api<T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(`${server.apiUrl}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await res.json()) as { code: number; data: T; message: string };
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${json.message}`);
  return json.data;
}

const signIn = async (phone: string, password: string) =>
  (await api<{ accessToken: string }>('POST', '/admin/auth/login', null, { phone, password })).accessToken;

/** A code of the current step (`steps` later when the current one was used already). */
const codeOf = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

describe('opsdeck login with two-factor sign-in on', () => {
  test('--otp-stdin reads the code after the password; without it, or with a wrong code, no sign-in', async () => {
    const phone = '13800000002';
    const password = 'User@1234';
    const token = await signIn(phone, password);
    const { secret } = await api<{ secret: string }>('POST', '/admin/account/two-factor/setup', token);
    await api('POST', '/admin/account/two-factor/enable', token, { code: await codeOf(secret) });

    const home = cli.newHome();
    const missing = await cli.opsdeck(home, ['login', '--phone', phone, '--password-stdin'], `${password}\n`);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--otp-stdin');

    const noPassword = await cli.opsdeck(home, ['login', '--phone', phone, '--otp-stdin'], '123456\n');
    expect(noPassword.code).toBe(2);
    expect(noPassword.stderr).toContain('--otp-stdin needs --password-stdin');

    const right = await codeOf(secret, 1);
    const wrongCode = right === '000000' ? '000001' : '000000';
    const wrong = await cli.opsdeck(
      home,
      ['login', '--phone', phone, '--password-stdin', '--otp-stdin'],
      `${password}\n${wrongCode}\n`,
    );
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('That code is wrong, expired or used already');
    expect((await cli.opsdeck(home, ['account', 'sessions', '--json'])).code).not.toBe(0);

    const ok = await cli.opsdeck(
      home,
      ['login', '--phone', phone, '--password-stdin', '--otp-stdin', '--json'],
      `${password}\n${right}\n`,
    );
    expect(ok.stderr).toBe('');
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout)).toMatchObject({ phone, role: 'user' });
    const sessions = await cli.opsdeck(home, ['account', 'sessions', '--json']);
    expect(sessions.code).toBe(0);

    // the same code again is refused (each code once)
    const replay = await cli.opsdeck(
      cli.newHome(),
      ['login', '--phone', phone, '--password-stdin', '--otp-stdin'],
      `${password}\n${right}\n`,
    );
    expect(replay.code).toBe(1);
    expect(replay.stderr).toContain('That code is wrong, expired or used already');
  });
});

describe('step-up from the CLI', () => {
  test('approvals approve: without a terminal it asks for --code; a wrong code is refused and nothing is approved', async () => {
    // the second demo admin turns TOTP on and signs the CLI in with a recovery code (the current
    // step's code was used to turn it on; the next step's is kept for the approval)
    const admin2 = await signIn('13800000003', 'Admin@456');
    const { secret } = await api<{ secret: string }>('POST', '/admin/account/two-factor/setup', admin2);
    const { recoveryCodes } = await api<{ recoveryCodes: string[] }>(
      'POST',
      '/admin/account/two-factor/enable',
      admin2,
      { code: await codeOf(secret) },
    );
    const home = cli.newHome();
    const login = await cli.opsdeck(
      home,
      ['login', '--phone', '13800000003', '--password-stdin', '--otp-stdin'],
      `Admin@456\n${recoveryCodes[0]}\n`,
    );
    expect(login.code).toBe(0);

    // the first admin asks for a re-issue above the threshold: it waits for a second admin
    const requester = await signIn('13800000001', 'Admin@123');
    const page = await api<{ list: { id: number }[] }>(
      'GET',
      '/admin/members?status=active&pageSize=1',
      requester,
    );
    const res = await fetch(`${server.apiUrl}/admin/member/patch-coin`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${requester}`,
        'idempotency-key': 'cli-step-up-1',
      },
      body: JSON.stringify({ memberId: page.list[0]!.id, coins: 15_000, reason: 'step-up from the CLI' }),
    });
    expect(res.status).toBe(202);
    const { approvalId } = ((await res.json()) as { data: { approvalId: number } }).data;

    const noCode = await cli.opsdeck(home, ['approvals', 'approve', String(approvalId), '--yes']);
    expect(noCode.code).toBe(2);
    expect(noCode.stderr).toContain('--code');
    const right = await codeOf(secret, 1);
    const wrong = await cli.opsdeck(home, [
      'approvals',
      'approve',
      String(approvalId),
      '--yes',
      '--code',
      right === '000000' ? '000001' : '000000',
    ]);
    expect(wrong.code).not.toBe(0);
    expect(wrong.stderr).toContain('That code is wrong, expired or used already');
    expect((await api<{ status: string }>('GET', `/admin/approvals/${approvalId}`, requester)).status).toBe(
      'pending',
    );
  });
});

describe('API tokens from the CLI', () => {
  test('token create prints the token once; a read token is refused a re-issue naming the scope; revoke', async () => {
    const home = await cli.signedIn('13800000001', 'Admin@123');
    const created = await cli.opsdeck(home, [
      'token',
      'create',
      '--name',
      'cli reader',
      '--scopes',
      'read',
      '--expires-in-days',
      '7',
      '--yes',
      '--json',
    ]);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    const token = JSON.parse(created.stdout) as { id: number; token: string; name: string };
    expect(token.token).toMatch(/^odt_/);

    const listed = await cli.opsdeck(home, ['token', 'list', '--json']);
    const rows = JSON.parse(listed.stdout) as { id: number; token?: string; lastUsedAt: string | null }[];
    expect(rows.find((r) => r.id === token.id)).toMatchObject({ lastUsedAt: null });
    expect(listed.stdout).not.toContain(token.token);

    // a script's run: no stored sign-in, the token in OPSDECK_TOKEN
    const asToken = (args: string[], lang = 'en-US') =>
      runCli(cli.newHome(), server.apiUrl, args, { env: { OPSDECK_TOKEN: token.token, OPSDECK_LANG: lang } });
    const members = await asToken(['members', 'list', '--json']);
    expect(members.code).toBe(0);
    const [member] = JSON.parse(members.stdout) as { visibleId: string }[];
    const reissue = [
      'coins',
      'reissue',
      '--member',
      member!.visibleId,
      '--coins',
      '10',
      '--reason',
      'script',
      '--yes',
    ];
    const refused = await asToken(reissue);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('The API token “cli reader” lacks the scope “reissue” this needs');
    const refusedZh = await asToken(reissue, 'zh-CN');
    expect(refusedZh.stderr).toContain('API 令牌“cli reader”缺少此操作所需的权限范围“reissue”');

    const revoked = await cli.opsdeck(home, ['token', 'revoke', '--id', String(token.id), '--yes', '--json']);
    expect(revoked.code).toBe(0);
    expect(JSON.parse(revoked.stdout)).toMatchObject({ id: token.id, status: 'revoked' });
    const after = await asToken(['members', 'list', '--json']);
    expect(after.code).not.toBe(0);
    expect(after.stderr).toContain('was revoked');
  });
});
