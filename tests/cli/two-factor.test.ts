import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type cliRunner, runCli, startCliServer } from '../helpers/cli.js';
import type { RunningServer } from '../helpers/start-server.js';
import { codeOf, turnOnTotp, wrongCodeOf } from '../helpers/two-factor.js';

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

describe('opsdeck login with two-factor sign-in on', () => {
  test('--otp-stdin reads the code after the password; without it, or with a wrong code, no sign-in', async () => {
    const phone = '13800000002';
    const password = 'User@1234';
    const { secret } = await turnOnTotp(server.apiUrl, await signIn(phone, password));

    const home = cli.newHome();
    const missing = await cli.opsdeck(home, ['login', '--phone', phone, '--password-stdin'], `${password}\n`);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--otp-stdin');

    const noPassword = await cli.opsdeck(home, ['login', '--phone', phone, '--otp-stdin'], '123456\n');
    expect(noPassword.code).toBe(2);
    expect(noPassword.stderr).toContain('--otp-stdin needs --password-stdin');

    const wrong = await cli.opsdeck(
      home,
      ['login', '--phone', phone, '--password-stdin', '--otp-stdin'],
      `${password}\n${await wrongCodeOf(secret)}\n`,
    );
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain(
      'Code is wrong or expired: enter the code your authenticator app shows now',
    );
    expect((await cli.opsdeck(home, ['account', 'sessions', '--json'])).code).not.toBe(0);

    const right = await codeOf(secret);
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

    // the same code again is refused as used (each code once), not as wrong
    const replay = await cli.opsdeck(
      cli.newHome(),
      ['login', '--phone', phone, '--password-stdin', '--otp-stdin'],
      `${password}\n${right}\n`,
    );
    expect(replay.code).toBe(1);
    expect(replay.stderr).toContain('Code was used already: each code works once');
  });
});

describe('step-up from the CLI', () => {
  test('approvals approve --code: the sign-in code again is used already, a wrong one is wrong (naming --code), the next step approves', async () => {
    // the second demo admin turns TOTP on (previous step) and signs the CLI in with this step's code
    const admin2 = await signIn('13800000003', 'Admin@456');
    const { secret } = await turnOnTotp(server.apiUrl, admin2);
    const home = cli.newHome();
    const signInCode = await codeOf(secret);
    const login = await cli.opsdeck(
      home,
      ['login', '--phone', '13800000003', '--password-stdin', '--otp-stdin'],
      `Admin@456\n${signInCode}\n`,
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
    const approve = (extra: string[], lang = 'en-US') =>
      runCli(home, server.apiUrl, ['approvals', 'approve', String(approvalId), '--yes', ...extra], {
        env: { OPSDECK_LANG: lang },
      });
    const status = async () =>
      (await api<{ status: string }>('GET', `/admin/approvals/${approvalId}`, requester)).status;

    const noCode = await approve([]);
    expect(noCode.code).toBe(2);
    expect(noCode.stderr).toContain('--code');

    // the code that signed in was accepted once: the approval needs a later one (what the defect
    // report took for a right code refused as wrong)
    const replay = await approve(['--code', signInCode]);
    expect(replay.code).toBe(1);
    expect(replay.stderr).toContain(
      '--code: Code was used already: each code works once, so enter the next code your authenticator app shows',
    );
    expect(await status()).toBe('pending');

    const wrongCode = await wrongCodeOf(secret);
    const wrong = await approve(['--code', wrongCode]);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain(
      '--code: Code is wrong or expired: enter the code your authenticator app shows now',
    );
    const wrongZh = await approve(['--code', wrongCode], 'zh-CN');
    expect(wrongZh.code).toBe(1);
    expect(wrongZh.stderr).toContain('--code：验证码错误或已过期：请输入身份验证器应用当前显示的验证码');
    expect(await status()).toBe('pending');

    // the next step's code (computed for that epoch, no waiting) approves
    const ok = await approve(['--json', '--code', await codeOf(secret, 1)]);
    expect(ok.stderr).toBe('');
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout)).toMatchObject({
      id: approvalId,
      status: 'approved',
      decider: { name: expect.stringContaining('Han Ning') },
      amount: 15_000,
    });
    expect(await status()).toBe('approved');
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
