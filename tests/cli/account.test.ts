import { describe, expect, test } from 'vitest';
import { runCli, useCliServer } from '../helpers/cli.js';

// `opsdeck account …` (the built CLI) against a real server on a temp data dir.

const PHONE = '13800000002';
const OLD = 'User@1234';
const NEW = 'Brand2New';

const suite = useCliServer();

const opsdeck = (args: string[], opts: { input?: string; lang?: string } = {}) =>
  runCli(suite.home, suite.server.apiUrl, args, {
    input: opts.input,
    env: opts.lang ? { OPSDECK_LANG: opts.lang } : {},
  });

const signIn = (password: string) =>
  opsdeck(['login', '--phone', PHONE, '--password-stdin'], { input: `${password}\n` });

describe('opsdeck account', () => {
  test('password: rules refused before sending (both languages), then changed from stdin; sessions follow', async () => {
    // two sign-ins: the first one's session stays open elsewhere, the change signs it out
    expect((await signIn(OLD)).code).toBe(0);
    expect((await signIn(OLD)).code).toBe(0);
    const sessionsBefore = await opsdeck(['account', 'sessions', '--json']);
    expect(sessionsBefore.code).toBe(0);
    const before = JSON.parse(sessionsBefore.stdout) as { id: number; current: boolean }[];
    expect(before).toHaveLength(2);
    expect(before.filter((s) => s.current)).toHaveLength(1);

    const weak = await opsdeck(['account', 'password', '--old-stdin', '--new-stdin'], {
      input: `${OLD}\nweak\n`,
    });
    expect(weak.code).toBe(2);
    expect(weak.stderr).toContain(
      'The new password must be six or more characters with no blanks, mixing numbers, small and capital letters',
    );
    const weakZh = await opsdeck(['account', 'password', '--old-stdin', '--new-stdin'], {
      input: `${OLD}\nweak\n`,
      lang: 'zh-CN',
    });
    expect(weakZh.stderr).toContain('新密码须不少于 6 位、不含空格，并同时包含数字、小写字母和大写字母');

    const wrong = await opsdeck(['account', 'password', '--old-stdin', '--new-stdin'], {
      input: `Nope@1234\n${NEW}\n`,
    });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('Your current password was not accepted');

    const noTty = await opsdeck(['account', 'password']);
    expect(noTty.code).toBe(2);
    expect(noTty.stderr).toContain('--old-stdin');

    const ok = await opsdeck(['account', 'password', '--old-stdin', '--new-stdin', '--json'], {
      input: `${OLD}\n${NEW}\n`,
    });
    expect(ok.stderr).toBe('');
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout)).toEqual({ revokedSessions: 1 });

    // this session is kept; the old password no longer signs in, the new one does
    const after = await opsdeck(['account', 'sessions', '--json']);
    expect(after.code).toBe(0);
    expect(JSON.parse(after.stdout)).toEqual([expect.objectContaining({ current: true })]);
    expect((await signIn(OLD)).code).not.toBe(0);
    expect((await signIn(NEW)).code).toBe(0);
  });

  test('sessions revoke: another session is signed out; the current one is refused', async () => {
    // the first sign-in's token is replaced in credentials.json; sign in twice to have two sessions
    expect((await signIn(NEW)).code).toBe(0);
    const list = JSON.parse((await opsdeck(['account', 'sessions', '--json'])).stdout) as {
      id: number;
      current: boolean;
    }[];
    const other = list.find((s) => !s.current);
    const current = list.find((s) => s.current);
    expect(other && current).toBeTruthy();
    const self = await opsdeck(['account', 'sessions', 'revoke', String(current!.id)]);
    expect(self.code).toBe(1);
    const done = await opsdeck(['account', 'sessions', 'revoke', String(other!.id)]);
    expect(done.code).toBe(0);
    expect(done.stderr + done.stdout).toContain(`Session ${other!.id} signed out`);
    const bad = await opsdeck(['account', 'sessions', 'revoke', 'abc']);
    expect(bad.code).toBe(2);
  });

  test('sign-out-others: 1 in the singular; with no other session it says so (not "0 other sessions"), in both languages', async () => {
    // no other session left, then a second sign-in: this session and exactly one other
    expect((await opsdeck(['account', 'sign-out-others'])).code).toBe(0);
    expect((await signIn(NEW)).code).toBe(0);
    const one = await opsdeck(['account', 'sign-out-others']);
    expect(one.code).toBe(0);
    expect(one.stderr + one.stdout).toContain('1 other session signed out');
    expect(one.stderr + one.stdout).not.toContain('sessions');

    const none = await opsdeck(['account', 'sign-out-others']);
    expect(none.code).toBe(0);
    expect(none.stderr + none.stdout).toContain('No other session was signed in; nothing to sign out');
    const noneZh = await opsdeck(['account', 'sign-out-others'], { lang: 'zh-CN' });
    expect(noneZh.code).toBe(0);
    expect(noneZh.stderr + noneZh.stdout).toContain('没有其他登录中的会话，无需退出');
    expect(noneZh.stderr + noneZh.stdout).not.toContain('0 个会话');
  });
});
