import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { assertCliBuilt, CLI } from '../helpers/cli.js';
import { ROOT } from '../helpers/start-server.js';

// The launcher prints the root help from the pages the build made (bundle/root-help.cjs) without
// loading the CLI: what it prints must be byte for byte what the CLI itself prints (the bundle run
// directly), in both languages, on terminals of several widths and piped, and the launcher must
// leave the help to the CLI when the pages are missing or not what it expects.

const run = promisify(execFile);
const BUNDLE = join(ROOT, 'cli/bundle/opsdeck.js');
const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
let work: string;

beforeAll(() => {
  assertCliBuilt();
  work = mkdtempSync(join(tmpdir(), 'opsdeck-root-help-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The environment of a run: the language and a configuration folder (the help names it). */
function envOf(lang: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, HOME: work, XDG_CONFIG_HOME: join(work, 'my config $&') };
  for (const key of ['OPSDECK_LANG', 'LC_ALL', 'LC_MESSAGES', 'LANG', 'COLUMNS', 'NO_COLOR']) delete env[key];
  return { ...env, OPSDECK_LANG: lang, ...extra };
}

/** Runs `script` (a file) with `args`, piped: its code, stdout and stderr. */
async function piped(script: string, args: string[], env: NodeJS.ProcessEnv) {
  const r = await run(process.execPath, [script, ...args], { env, encoding: 'utf8' });
  return { stdout: r.stdout, stderr: r.stderr };
}

/** Runs `script` with `args` on a terminal of `columns` (util-linux `script`): what it showed. */
async function onTerminal(script: string, args: string[], columns: number, env: NodeJS.ProcessEnv) {
  const command = `stty cols ${columns} rows 50; exec ${[process.execPath, script, ...args].map(quote).join(' ')}`;
  const r = await run('script', ['-q', '-e', '-c', command, '/dev/null'], {
    env: { ...env, TERM: 'xterm-256color' },
    encoding: 'utf8',
  });
  return r.stdout;
}

describe.each(['en-US', 'zh-CN'])('the root help in %s', (lang) => {
  test.each([60, 80, 100])('on a %i-column terminal is the CLI’s own', async (columns) => {
    for (const args of [['--help'], ['-h'], ['help'], []]) {
      const fast = await onTerminal(CLI, args, columns, envOf(lang));
      const full = await onTerminal(BUNDLE, args, columns, envOf(lang));
      expect(fast.length).toBeGreaterThan(1000);
      expect(fast, `${args.join(' ')} at ${columns} columns`).toBe(full);
    }
  });

  test('piped (no terminal, COLUMNS set) is the CLI’s own, on the same streams', async () => {
    for (const args of [['--help'], ['-h'], ['help'], []]) {
      const env = envOf(lang, { COLUMNS: '60' });
      const fast = await piped(CLI, args, env);
      expect(fast).toEqual(await piped(BUNDLE, args, env));
      // with no arguments the help is an error's: on stderr
      expect((args.length === 0 ? fast.stderr : fast.stdout).length).toBeGreaterThan(1000);
    }
  });
});

describe.each(['en-US', 'zh-CN'])('help piped in %s', (lang) => {
  const commands = [
    ['--help'],
    [],
    ['jobs', '--help'],
    ['coins', 'reissue', '--help'],
    ['members', 'list', '--help'],
  ];
  /** What a run shows: the help goes to stderr when no command is given. */
  const shown = (r: { stdout: string; stderr: string }, args: string[]) =>
    args.length === 0 ? r.stderr : r.stdout;

  test('is not wrapped: each description, paragraph and example on one line', async () => {
    for (const args of commands) {
      const text = shown(await piped(CLI, args, envOf(lang)), args);
      expect(text.length, args.join(' ')).toBeGreaterThan(500);
      // a wrapped description or a continued example goes on under its column (5+ spaces in)
      expect(text, args.join(' ')).not.toMatch(/^ {5,}\S/m);
      expect(text, args.join(' ')).not.toMatch(/ \\$/m);
    }
    const root = (await piped(CLI, ['--help'], envOf(lang))).stdout;
    const jobs = (await piped(CLI, ['jobs', '--help'], envOf(lang))).stdout;
    if (lang === 'en-US') {
      expect(root).toMatch(
        /^OpsDeck in the terminal: look up members, re-issue coins and VIP days, read your profile and messages\.$/m,
      );
      expect(root).toMatch(
        /^ {2}--server <url> +OpsDeck API URL \(default: OPSDECK_SERVER, the saved server, or http:\/\/localhost:8080\/api\)$/m,
      );
      expect(jobs).toMatch(/^Re-issue jobs run on the server, .* they survive a server restart\.$/m);
    }
    // Chinese lines of a paragraph join with no space between them
    if (lang === 'zh-CN') {
      const reissue = (await piped(CLI, ['coins', 'reissue', '--help'], envOf(lang))).stdout;
      expect(reissue).toContain('可带 BOM），或 NDJSON');
      expect(reissue).not.toMatch(/[\u3000-\u303f\uff00-\uff0f\u4e00-\u9fff] [\u4e00-\u9fff（]/u);
    }
  });

  test('with COLUMNS set is wrapped to it, as a terminal of that width shows it', async () => {
    for (const args of commands) {
      const env = envOf(lang, { COLUMNS: '60' });
      const text = shown(await piped(CLI, args, env), args);
      const terminal = (await onTerminal(CLI, args, 60, envOf(lang))).replace(/\r\n/g, '\n');
      expect(text, args.join(' ')).toBe(terminal);
      expect(text, args.join(' ')).toMatch(/^ {5,}\S/m);
    }
  });
});

test('in Chinese, commander’s own headings are Chinese too, on the root help and a command’s', async () => {
  const heading = /^(Usage|Arguments|Options|Global Options|Commands):/m;
  for (const args of [['--help'], ['coins', 'reissue', '--help'], ['members', '--help']]) {
    const { stdout } = await piped(CLI, args, envOf('zh-CN'));
    // full-width colons after Chinese headings, the usage right after its own
    expect(stdout, args.join(' ')).toMatch(/^用法：opsdeck/);
    expect(stdout, args.join(' ')).toMatch(/^(选项|命令)：$/m);
    expect(stdout, args.join(' ')).toMatch(/^示例：$/m);
    // no heading ends in an ASCII colon after Chinese (host:port in the text is syntax, not a heading)
    expect(stdout, args.join(' ')).not.toMatch(/[\u4e00-\u9fff）]:$/mu);
    expect(stdout, args.join(' ')).not.toMatch(heading);
  }
  const en = await piped(CLI, ['coins', 'reissue', '--help'], envOf('en-US'));
  expect(en.stdout).toMatch(/^Usage: opsdeck coins reissue/);
  expect(en.stdout).toMatch(/^Options:$/m);
});

test('the launcher chooses the language as the CLI does (LC_ALL, then LANG)', async () => {
  const zh = await piped(CLI, ['--help'], envOf('', { LC_ALL: 'zh_CN.UTF-8', LANG: 'en_US.UTF-8' }));
  expect(zh.stdout).toContain('显示命令帮助');
  expect(zh).toEqual(await piped(BUNDLE, ['--help'], envOf('', { LC_ALL: 'zh_CN.UTF-8' })));
  const en = await piped(CLI, ['--help'], envOf('', { LANG: 'en_US.UTF-8' }));
  expect(en.stdout).toContain('show help for the command');
});

test('without its pages, or with pages it cannot use, the launcher leaves the help to the CLI', async () => {
  // a copy of the launcher over a bundle folder that holds the CLI but not the build's pages
  const bin = join(work, 'cli/bin');
  const bundle = join(work, 'cli/bundle');
  mkdirSync(bin, { recursive: true });
  mkdirSync(bundle, { recursive: true });
  for (const file of ['opsdeck.js', 'package.json'])
    copyFileSync(join(ROOT, 'cli/bin', file), join(bin, file));
  symlinkSync(BUNDLE, join(bundle, 'opsdeck.js'));
  symlinkSync(join(ROOT, 'cli/bundle/chunks'), join(bundle, 'chunks'));
  const launcher = join(bin, 'opsdeck.js');
  const expected = await piped(BUNDLE, ['--help'], envOf('en-US'));
  expect(await piped(launcher, ['--help'], envOf('en-US'))).toEqual(expected);
  // an older build's module, which the launcher cannot ask, or whose answer is not a yes
  for (const pages of ['exports.other = 1;', "exports.printRootHelp = () => 'printed';"]) {
    writeFileSync(join(bundle, 'root-help.cjs'), pages);
    expect(await piped(launcher, ['--help'], envOf('en-US'))).toEqual(expected);
  }
});

describe('what the root help says of each command', () => {
  test.each([
    ['en-US', /^ {2}notes +Post a note to the real-time monitor \(admins\)$/m],
    ['en-US', /^ {2}automation +Turn reward automations on or off$/m],
    ['en-US', /^ {2}checkins +Record a missed sign-in for a member$/m],
    ['en-US', /^ {2}invites +Record an invite for a member$/m],
    ['zh-CN', /^ {2}notes +在实时监控发布留言（管理员）$/m],
    ['zh-CN', /^ {2}checkins +为会员补录漏签$/m],
  ])('%s: %s', async (lang, line) => {
    const { stdout } = await piped(CLI, ['--help'], envOf(lang, { COLUMNS: '200' }));
    expect(stdout).toMatch(line);
  });

  test('no command is described by a menu title alone', async () => {
    const { stdout } = await piped(CLI, ['--help'], envOf('en-US'));
    expect(stdout).not.toMatch(/^ {2}\w+ +(Dashboard|Automation|Sign-in Tasks|Invite Tasks)$/m);
  });
});
