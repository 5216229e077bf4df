import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ANSI, runCli, useCliServer } from '../helpers/cli.js';

// The built CLI (cli/bin/opsdeck.js → cli/bundle) against a real server on a temp data dir.

const suite = useCliServer();

/** Runs `opsdeck …` with piped stdio, a temp config dir and the test server as OPSDECK_SERVER. */
const opsdeck = (args: string[], opts: { input?: string; env?: Record<string, string> } = {}) =>
  runCli(suite.home, suite.server.apiUrl, args, opts);

const signIn = (phone: string, password: string) =>
  opsdeck(['login', '--phone', phone, '--password-stdin'], { input: `${password}\n` });

interface MessageRow {
  id: number;
  type: string;
  status: number;
}

describe('opsdeck against a real server', () => {
  test('a wrong password fails with the server message on stderr and nothing on stdout', async () => {
    const r = await signIn('13800000001', 'Wrong@999');
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain('error: Wrong phone number or password');
    expect(r.stdout).toBe('');
  });

  test('without a token, profile exits 4', async () => {
    const r = await opsdeck(['profile']);
    expect(r.code).toBe(4);
    expect(r.stderr).toMatch(/Not signed in to http:\/\/127\.0\.0\.1:\d+\/api/);
  });

  test('login --password-stdin saves a 0600 credentials file', async () => {
    const r = await signIn('13800000001', 'Admin@123');
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/Signed in to .* as .+ \(Administrator\)/);
    expect(r.stderr).not.toMatch(ANSI);
    const path = join(suite.home, 'config/opsdeck/credentials.json');
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(readFileSync(path, 'utf8')).toContain(suite.server.apiUrl);
  });

  test('profile --json is the profile, and whoami is the same command', async () => {
    const r = await opsdeck(['profile', '--json']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toMatchObject({ phone: '13800000001', role: 'admin' });
    const w = await opsdeck(['whoami', '--json']);
    expect(JSON.parse(w.stdout)).toEqual(JSON.parse(r.stdout));
  });

  test('--server is global: given before the subcommand or after it, it beats OPSDECK_SERVER', async () => {
    const env = { OPSDECK_SERVER: 'http://127.0.0.1:9/api' };
    const url = suite.server.apiUrl;
    for (const args of [
      ['--server', url, 'profile', '--json'],
      [`--server=${url}`, 'whoami', '--json'],
      ['profile', '--server', url, '--json'],
    ]) {
      const r = await opsdeck(args, { env });
      expect(r.code, `${args.join(' ')}: ${r.stderr}`).toBe(0);
      expect(JSON.parse(r.stdout)).toMatchObject({ phone: '13800000001' });
    }
    const help = await opsdeck(['--help']);
    expect(help.stdout).toMatch(/^ {2}--server <url> +OpsDeck API URL/m);
  });

  test('profile --json gives the avatar as a URL the server answers with the picture, not a data: URL', async () => {
    const r = await opsdeck(['profile', '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).not.toContain('data:');
    const { avatar } = JSON.parse(r.stdout) as { avatar: string };
    expect(avatar).toMatch(new RegExp(`^${suite.server.url}/avatars/[0-9a-f]{64}\\.svg$`));
    // public, as uploaded pictures are: no token
    const picture = await fetch(avatar);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toContain('image/svg+xml');
    expect(picture.headers.get('content-security-policy')).toContain('sandbox');
    expect(await picture.text()).toMatch(/^<svg /);
    const unknown = await fetch(avatar.replace(/[0-9a-f]{64}/, '0'.repeat(64)));
    expect(unknown.status).toBe(404);
  });

  test('profile piped: aligned key/value lines without ANSI codes', async () => {
    const r = await opsdeck(['profile']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^phone +13800000001$/m);
    expect(r.stdout).toMatch(/^role +admin$/m);
    expect(r.stdout).not.toMatch(ANSI);
    expect(r.stderr).not.toMatch(ANSI);
  });

  test('messages list --json, and --type filters', async () => {
    const all = await opsdeck(['messages', 'list', '--json']);
    expect(all.code).toBe(0);
    const messages = JSON.parse(all.stdout) as MessageRow[];
    expect(new Set(messages.map((m) => m.type))).toEqual(new Set(['message', 'notice', 'todo']));
    const notices = JSON.parse(
      (await opsdeck(['messages', 'list', '--type', 'notice', '--json'])).stdout,
    ) as MessageRow[];
    expect(notices.length).toBeGreaterThan(0);
    expect(notices.length).toBeLessThan(messages.length);
    expect(notices.every((m) => m.type === 'notice')).toBe(true);
  });

  test('messages list piped: tab-separated rows without a header or ANSI codes', async () => {
    const r = await opsdeck(['messages', 'list']);
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    for (const line of lines)
      expect(line).toMatch(/^\d+\t(message|notice|todo)\t(unread|read)\t[^\t]+\t[^\t]*$/);
    expect(r.stdout).not.toMatch(ANSI);
  });

  test("messages show <id>: a to-do's whole text, piped and --json, in the language asked", async () => {
    const todos = JSON.parse(
      (await opsdeck(['messages', 'list', '--type', 'todo', '--json'])).stdout,
    ) as Array<MessageRow & { content: string; title: string }>;
    const todo = todos.find((m) => m.content.length > 0);
    if (!todo) throw new Error('the seed has no to-do with a text');
    const piped = await opsdeck(['messages', 'show', String(todo.id)]);
    expect(piped.code, piped.stderr).toBe(0);
    expect(piped.stdout).toMatch(new RegExp(`^id +${todo.id}$`, 'm'));
    expect(piped.stdout).toMatch(/^type +todo$/m);
    expect(
      piped.stdout
        .split('\n')
        .find((l) => l.startsWith('content'))
        ?.replace(/^content +/, ''),
    ).toBe(todo.content.replace(/\s+/g, ' '));
    expect(piped.stdout).not.toMatch(ANSI);
    const json = JSON.parse((await opsdeck(['messages', 'show', String(todo.id), '--json'])).stdout);
    expect(json).toEqual(todo);
    const zh = JSON.parse(
      (await opsdeck(['messages', 'show', String(todo.id), '--json'], { env: { OPSDECK_LANG: 'zh-CN' } }))
        .stdout,
    ) as { title: string };
    expect(zh.title).not.toBe(todo.title);
    expect(zh.title).toMatch(/\p{Script=Han}/u);
    // not marked read by showing it
    const after = JSON.parse((await opsdeck(['messages', 'list', '--json'])).stdout) as MessageRow[];
    expect(after.find((m) => m.id === todo.id)?.status).toBe(todo.status);
    const missing = await opsdeck(['messages', 'show', '999999']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Message 999999 is not one of your messages');
  });

  test.each([
    ['en-US', 'Lin Qiao', 'Renewal notice'],
    ['zh-CN', '林乔', '续费通知'],
  ])(
    '%s: profile and messages show the name and titles of the language, not both in one string',
    async (lang, name, title) => {
      const env = { OPSDECK_LANG: lang };
      const profile = await opsdeck(['profile'], { env });
      expect(profile.code).toBe(0);
      expect(profile.stdout).toMatch(new RegExp(`^name +${name}$`, 'm'));
      const messages = await opsdeck(['messages', 'list'], { env });
      expect(messages.code).toBe(0);
      expect(messages.stdout.split('\n').map((l) => l.split('\t')[4])).toContain(title);
      expect(messages.stdout).not.toContain('续费通知 Renewal notice');
    },
  );

  test('messages read <id> marks it read', async () => {
    const unread = JSON.parse(
      (await opsdeck(['messages', 'list', '--unread', '--json'])).stdout,
    ) as MessageRow[];
    const target = unread[0];
    if (!target) throw new Error('the seed has no unread message');
    const r = await opsdeck(['messages', 'read', String(target.id)]);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(`Marked as read: ${target.id}`);
    const after = JSON.parse((await opsdeck(['messages', 'list', '--json'])).stdout) as MessageRow[];
    expect(after.find((m) => m.id === target.id)?.status).toBe(1);
    const stillUnread = JSON.parse(
      (await opsdeck(['messages', 'list', '--unread', '--json'])).stdout,
    ) as MessageRow[];
    expect(stillUnread.map((m) => m.id)).not.toContain(target.id);
  });

  test('bad ids are usage errors (exit 2) that never reach the server', async () => {
    const r = await opsdeck(['messages', 'read', 'abc']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("'abc' is not a message id");
    expect(r.stdout).toBe('');
  });

  test('an unreachable server: "cannot reach <url>" after a short retry, and a hint about --server', async () => {
    // not signed in there either, but the address is the problem to fix first
    const r = await opsdeck(['profile', '--server', 'http://127.0.0.1:9/api']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^error: cannot reach http:\/\/127\.0\.0\.1:9\/api$/m);
    const s = await opsdeck(['messages', 'list'], {
      env: { OPSDECK_TOKEN: 'x', OPSDECK_SERVER: 'http://127.0.0.1:9' },
    });
    expect(s.code).toBe(1);
    expect(s.stderr).toMatch(/^error: cannot reach http:\/\/127\.0\.0\.1:9\/api$/m);
    expect(s.stderr).toContain('--server');
  });

  test('logout revokes the token: a copy of it is refused afterwards, and profile exits 4', async () => {
    const file = JSON.parse(readFileSync(join(suite.home, 'config/opsdeck/credentials.json'), 'utf8'));
    const token = file.hosts[suite.server.apiUrl].token as string;
    const out = await opsdeck(['logout']);
    expect(out.code).toBe(0);
    expect(out.stderr).toContain('Signed out of');
    const profile = await opsdeck(['profile']);
    expect(profile.code).toBe(4);
    const revoked = await opsdeck(['profile', '--json'], { env: { OPSDECK_TOKEN: token } });
    expect(revoked.code).toBe(4);
    expect(revoked.stdout).toBe('');
    expect(revoked.stderr).toMatch(
      /^error: .+ refused the token in OPSDECK_TOKEN: .+\nSet OPSDECK_TOKEN to a valid token/,
    );
  });

  test('zh-CN messages with OPSDECK_LANG, from the server and the CLI alike', async () => {
    const wrong = await opsdeck(['login', '--phone', '13800000002', '--password-stdin'], {
      input: 'nope',
      env: { OPSDECK_LANG: 'zh-CN' },
    });
    expect(wrong.code).not.toBe(0);
    expect(wrong.stderr).toMatch(/^错误：.*手机号或密码/m);
    const user = await opsdeck(['login', '--phone', '13800000002', '--password-stdin', '--json'], {
      input: 'User@1234',
      env: { OPSDECK_LANG: 'zh-CN' },
    });
    expect(user.code).toBe(0);
    expect(JSON.parse(user.stdout)).toMatchObject({ phone: '13800000002', role: 'user' });
  });
});
