import type { Command } from 'commander';
import { describe, expect, test } from 'vitest';
import { EXIT } from './exit-codes.js';
import { buildProgram, runProgram } from './program.js';
import { createFakeIO } from './testing/fake-io.js';
import { fail, ok, type StubCall, stubAdapter } from './testing/stub-api.js';
import { createTestFactory } from './testing/test-factory.js';
import { displayWidth } from './ui/plain.js';

function leaves(cmd: Command): Command[] {
  return cmd.commands.length === 0 ? [cmd] : cmd.commands.flatMap(leaves);
}

describe('program', () => {
  test('root help lists the commands, the environment and every exit code', async () => {
    const f = createTestFactory();
    expect(await runProgram(['--help'], f)).toBe(EXIT.ok);
    const help = f.io.out();
    for (const name of [
      'login',
      'logout',
      'profile|whoami',
      'messages',
      'members|member',
      'coins',
      'vip',
      'content',
      'config',
      'completion <shell>',
      'open <route>',
    ])
      expect(help).toContain(name);
    for (const line of [
      /^ {2}0 {4}success$/m,
      /^ {2}2 {4}bad usage/m,
      /^ {2}4 {4}not signed in/m,
      /^ {2}5 {4}your role/m,
      /^ {2}6 {4}a batch finished, but some rows failed/m,
      /^ {2}130 {2}interrupted/m,
    ]) {
      expect(help).toMatch(line);
    }
    expect(help).toContain('OPSDECK_SERVER');
    expect(help).toContain(f.configDir);
  });

  test('every command has --server, --json and examples in its help', async () => {
    const f = createTestFactory();
    const commands = leaves(await buildProgram(f));
    const paths = commands.map((c) => `${c.parent?.parent ? `${c.parent.name()} ` : ''}${c.name()}`);
    expect(paths.sort()).toEqual([
      'account edit',
      'account password',
      'account sign-out-others',
      'approvals approve',
      'approvals list',
      'approvals reject',
      'approvals show',
      'automation set',
      'channels create',
      'checkins record',
      'coins reissue',
      'completion',
      'config get',
      'config list',
      'config set',
      'config unset',
      'content publish',
      'content unpublish',
      'invites record',
      'jobs cancel',
      'jobs create',
      'jobs list',
      'jobs result',
      'jobs show',
      'jobs watch',
      'login',
      'logout',
      'members list',
      'members show',
      'messages list',
      'messages read',
      'messages show',
      'monitor',
      'notes post',
      'open',
      'orders show',
      'policy set',
      'profile',
      'sessions revoke',
      'sets status',
      'stats',
      'templates create',
      'token create',
      'token list',
      'token revoke',
      'vip reissue',
      'wallpapers create',
    ]);
    for (const cmd of commands) {
      expect(cmd.options.map((o) => o.long)).toEqual(expect.arrayContaining(['--server', '--json']));
      const io = createFakeIO();
      const path: string[] = [];
      for (let c: Command | null = cmd; c?.parent; c = c.parent) path.unshift(c.name());
      expect(await runProgram([...path, '--help'], createTestFactory({ io }))).toBe(EXIT.ok);
      expect(io.out()).toMatch(/Examples:\n {2}\$ opsdeck /);
    }
  });

  test('money commands: usage errors exit 2 before any call; a 409 exits 1 with the message', async () => {
    const calls: StubCall[] = [];
    const f = createTestFactory({ adapter: stubAdapter({}, calls), token: 't' });
    const argv = ['coins', 'reissue', '--member', '10104729', '--coins', '0', '--reason', 'ok'];
    expect(await runProgram(argv, f)).toBe(EXIT.usage);
    expect(f.io.err()).toBe(
      "error: --coins must be at least 1\nRun 'opsdeck coins reissue --help' for usage.\n",
    );
    expect(calls).toEqual([]);

    const conflict = 'The Idempotency-Key k was already used with a different request';
    const g = createTestFactory({
      adapter: stubAdapter({
        'GET /admin/members/10104729': () => ok({ id: 1, visibleId: '10104729', nickname: 'n' }),
        'POST /admin/member/patch-coin': () => fail(409, 409, conflict),
      }),
      token: 't',
    });
    const run = [
      'coins',
      'reissue',
      '--member',
      '10104729',
      '--coins',
      '5',
      '--reason',
      'ok',
      '--key',
      'k',
      '--yes',
    ];
    expect(await runProgram(run, g)).toBe(EXIT.error);
    expect(g.io.err()).toBe(`error: ${conflict}\n`);
    expect(g.io.out()).toBe('');
  });

  test('--version prints the version', async () => {
    const f = createTestFactory();
    expect(await runProgram(['--version'], f)).toBe(EXIT.ok);
    expect(f.io.out()).toBe('0.1.0\n');
  });

  test.each([
    [['bogus'], /^error: Unknown command 'bogus'$/m],
    [['profile', '--nope'], /^error: Unknown option '--nope'$/m],
    [['messages', 'read'], /^error: Missing the required argument 'id'$/m],
    [['messages', 'list', '--type', 'x'], /--type: 'x' is not one of/],
    [['profile', '--server', 'ftp://x'], /--server: not an http\(s\) URL: ftp:\/\/x/],
  ])('usage errors exit 2 with the reason on stderr: %j', async (argv, message) => {
    const f = createTestFactory();
    expect(await runProgram(argv, f)).toBe(EXIT.usage);
    expect(f.io.err()).toMatch(message);
    expect(f.io.err()).toMatch(/Run 'opsdeck.*--help' for usage\./);
    expect(f.io.out()).toBe('');
  });

  test("commander's errors wrap on a terminal as ours do, in both languages; piped, each line whole", async () => {
    const long = '--idempotency-key-for-the-whole-batch-of-rows';
    const at60 = createTestFactory({ io: createFakeIO({ stderrTTY: true, noColor: true, columns: 60 }) });
    expect(await runProgram(['coins', 'reissue', long], at60)).toBe(EXIT.usage);
    // it was one 68-column line the terminal cut anywhere
    expect(at60.io.err().split('\n')).toEqual([
      'error: Unknown option',
      `  '${long}'`,
      "Run 'opsdeck coins reissue --help' for usage.",
      '',
    ]);
    const zh = createTestFactory({
      io: createFakeIO({ stderrTTY: true, noColor: true, columns: 30 }),
      env: { OPSDECK_LANG: 'zh-CN' },
    });
    expect(await runProgram(['jobs', 'show', '1', '2', '3'], zh)).toBe(EXIT.usage);
    const lines = zh.io.err().trimEnd().split('\n');
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(displayWidth(line)).toBeLessThanOrEqual(30);
    // wrapped, not changed: the same words with the breaks and indents taken out
    expect(lines.join('').replace(/\s+/g, '')).toBe(
      "错误：参数过多（'show'）：应为1个，实际为3个运行'opsdeckjobsshow--help'查看用法。",
    );
    const piped = createTestFactory();
    expect(await runProgram(['coins', 'reissue', long], piped)).toBe(EXIT.usage);
    expect(piped.io.err()).toBe(
      `error: Unknown option '${long}'\nRun 'opsdeck coins reissue --help' for usage.\n`,
    );
  });

  test('no token: exit 4 with a login hint', async () => {
    const f = createTestFactory();
    expect(await runProgram(['profile'], f)).toBe(EXIT.session);
    expect(f.io.err()).toBe(
      "error: Not signed in to http://localhost:8080/api\nRun 'opsdeck login' to sign in.\n",
    );
  });

  test('a 403 exits 5 with the server message', async () => {
    const adapter = stubAdapter({ 'POST /message/list': () => fail(403, 403, 'Your role may not use this') });
    const f = createTestFactory({ adapter, token: 't' });
    expect(await runProgram(['messages', 'list'], f)).toBe(EXIT.forbidden);
    expect(f.io.err()).toBe('error: Your role may not use this\n');
  });

  test('an expired session exits 4', async () => {
    const adapter = stubAdapter({ 'GET /admin/account/profile': () => fail(401, 50014, 'Expired') });
    const f = createTestFactory({ adapter, token: 't' });
    expect(await runProgram(['whoami', '--json'], f)).toBe(EXIT.session);
    expect(f.io.out()).toBe('');
  });

  test('success exits 0; --server picks the server and its own token', async () => {
    const calls: StubCall[] = [];
    const adapter = stubAdapter({ 'POST /message/list': () => ok([]) }, calls);
    const f = createTestFactory({ adapter, token: 'default-server-token' });
    f.credentials().set('http://other:9/api', { token: 'other' });
    expect(await runProgram(['messages', 'list', '--json', '--server', 'http://other:9'], f)).toBe(EXIT.ok);
    expect(f.io.out()).toBe('[]\n');
    expect(calls[0]).toMatchObject({
      baseURL: 'http://other:9/api',
      headers: { Authorization: 'Bearer other' },
    });
  });

  test('--server is a global option: before the subcommand, after it, or as --server=URL', async () => {
    for (const argv of [
      ['--server', 'http://other:9', 'messages', 'list', '--json'],
      ['messages', '--server', 'http://other:9', 'list', '--json'],
      ['--server=http://other:9', 'messages', 'list', '--json'],
      ['messages', 'list', '--json', '--server', 'http://other:9'],
    ]) {
      const calls: StubCall[] = [];
      const adapter = stubAdapter({ 'POST /message/list': () => ok([]) }, calls);
      const f = createTestFactory({ adapter, token: 'default-server-token' });
      f.credentials().set('http://other:9/api', { token: 'other' });
      expect(await runProgram(argv, f), `${argv.join(' ')}: ${f.io.err()}`).toBe(EXIT.ok);
      expect(calls[0]).toMatchObject({
        baseURL: 'http://other:9/api',
        headers: { Authorization: 'Bearer other' },
      });
    }
    const f = createTestFactory();
    expect(await runProgram(['--server', 'ftp://x', 'profile'], f)).toBe(EXIT.usage);
    expect(f.io.err()).toMatch(/--server: not an http\(s\) URL: ftp:\/\/x/);
  });

  test('messages come in the chosen language', async () => {
    const f = createTestFactory({ env: { OPSDECK_LANG: 'zh-CN' } });
    expect(await runProgram(['profile'], f)).toBe(EXIT.session);
    expect(f.io.err()).toBe("错误：尚未登录 http://localhost:8080/api\n请运行 'opsdeck login' 登录。\n");
  });
});
