import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CLI, runCli, useCliServer } from '../helpers/cli.js';
import { en, zh } from '../helpers/strings.js';

// The built CLI on a real terminal (a pseudo-terminal from util-linux `script`, set to 60 or 100
// columns) against a real server: help, tables and the re-issue confirmation fit the width.

const suite = useCliServer();
let home: string;

beforeAll(async () => {
  home = await suite.cli.signedIn('13800000001', 'Admin@123');
});

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing ANSI escape sequences
const ANSI = /\u001b\[[0-9;?]*[A-Za-z]/g;
const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** Runs `opsdeck …` on a terminal of `columns`; `answer` is typed once `prompt` shows. */
function onTerminal(
  columns: number,
  args: string[],
  opts: { prompt?: string | string[]; answer?: string; env?: Record<string, string> } = {},
): Promise<{ code: number | null; lines: string[]; text: string }> {
  const command = `stty cols ${columns} rows 50; exec ${quote(process.execPath)} ${quote(CLI)} ${args.map(quote).join(' ')}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOME: home,
    XDG_CONFIG_HOME: `${home}/config`,
    OPSDECK_SERVER: suite.server.apiUrl,
  };
  // CI=true makes Ink draw only the last frame, so the prompt would never show on the terminal
  for (const key of ['OPSDECK_TOKEN', 'OPSDECK_LANG', 'NO_COLOR', 'LC_ALL', 'LANG', 'COLUMNS', 'CI'])
    delete env[key];
  const child = spawn('script', ['-q', '-e', '-c', command, '/dev/null'], {
    env: { ...env, OPSDECK_LANG: 'en-US', TERM: 'xterm-256color', ...opts.env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  let answered = false;
  child.stdout.on('data', (d) => {
    out += d;
    const shown = out.replace(ANSI, '');
    if (opts.prompt && !answered && [opts.prompt].flat().every((p) => shown.includes(p))) {
      answered = true;
      child.stdin.write(opts.answer ?? '');
    }
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      const text = out.replace(ANSI, '').replace(/\r/g, '');
      resolve({ code, lines: text.split('\n').filter((l) => l.trim() !== ''), text });
    });
  });
}

/** Terminal columns a line takes (CJK characters count twice). */
const width = (line: string) =>
  [...line].reduce(
    (w, ch) =>
      w +
      (/[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(
        ch,
      )
        ? 2
        : 1),
    0,
  );

describe('on a 60-column terminal', () => {
  test('the root help, and a command help in Chinese, wrap to 60 columns', async () => {
    const en = await onTerminal(60, ['--help']);
    expect(en.code).toBe(0);
    expect(en.lines.filter((l) => width(l) > 60)).toEqual([]);
    expect(en.lines).toContain('  $ opsdeck coins reissue --member 10104729 --coins 50 \\');
    const zh = await onTerminal(60, ['coins', 'reissue', '--help'], { env: { OPSDECK_LANG: 'zh-CN' } });
    expect(zh.code).toBe(0);
    expect(zh.lines.filter((l) => width(l) > 60)).toEqual([]);
  });

  test('the member table drops its least important columns and says which', async () => {
    const r = await onTerminal(60, ['members', 'list', '--page-size', '5']);
    expect(r.code).toBe(0);
    expect(r.lines[0]).toMatch(/^MEMBER ID +NICKNAME +STATUS +COINS +VIP UNTIL \(UTC\+8\)$/);
    expect(r.lines.filter((l) => width(l) > 60)).toEqual([]);
    expect(r.lines.join(' ')).toContain('Not shown at this width: PHONE, POINTS');
    const wide = await onTerminal(100, ['members', 'list', '--page-size', '5']);
    expect(wide.lines[0]).toMatch(
      /^MEMBER ID +NICKNAME +PHONE +STATUS +COINS +POINTS +VIP UNTIL \(UTC\+8\)$/,
    );
    expect(wide.lines.join(' ')).not.toContain('Not shown');
  });

  test('an error line wraps at spaces, its number whole; piped, it is one line', async () => {
    const r = await onTerminal(60, ['jobs', 'show', '99999999999']);
    expect(r.code).toBe(2);
    // the terminal cut it in the number: "…from 1 to 214748364" | "7"
    expect(r.lines).toEqual([
      'error: The job id must be a whole number from 1',
      '  to 2147483647',
      "Run 'opsdeck jobs show --help' for usage.",
    ]);
    const piped = await runCli(home, suite.server.apiUrl, ['jobs', 'show', '99999999999']);
    expect(piped.stderr).toBe(
      "error: The job id must be a whole number from 1 to 2147483647\nRun 'opsdeck jobs show --help' for usage.\n",
    );
  });

  test('the re-issue confirmation shows the whole reason, wrapped; n issues nothing', async () => {
    const reason =
      'Compensation for ticket 4411: the live event prize was not delivered because the payment callback timed out twice';
    const first = await suite.cli.opsdeck(home, [
      'members',
      'list',
      '--page-size',
      '1',
      '--jq',
      '.[0].visibleId',
    ]);
    const member = first.stdout.trim();
    expect(member).toMatch(/^\d{8}$/);
    const r = await onTerminal(
      60,
      ['coins', 'reissue', '--member', member, '--coins', '5', '--reason', reason],
      { prompt: 'Issue it?', answer: 'n\r' },
    );
    expect(r.code).toBe(2);
    const at = r.lines.findIndex((l) => l.trimStart().startsWith('Reason'));
    expect(at).toBeGreaterThan(0);
    const shown = r.lines
      .slice(
        at,
        r.lines.findIndex((l) => l.includes('Idempotency key')),
      )
      .map((l) => l.trim().replace(/^Reason\s+/, ''))
      .join(' ');
    expect(shown).toBe(reason);
    expect(r.lines.filter((l) => width(l) > 60)).toEqual([]);
  });
});

describe('figures on a terminal', () => {
  test.each([100, 60])('stats at %i columns: thousands grouped, headers in capitals', async (columns) => {
    const r = await onTerminal(columns, ['stats']);
    expect(r.code).toBe(0);
    expect(r.lines.find((l) => l.startsWith('METRIC'))).toMatch(/^METRIC +VALUE/);
    // the seed's revenue over 30 days is in the tens of thousands of yuan
    expect(r.lines.find((l) => l.startsWith('Revenue (¥)'))).toMatch(
      /^Revenue \(¥\) +\d{1,3}(,\d{3})+\.\d{2} /,
    );
    expect(r.lines.filter((l) => width(l) > columns)).toEqual([]);
  });

  test('members show masks the phone as the list does', async () => {
    const list = await suite.cli.opsdeck(home, ['members', 'list', '--page-size', '1']);
    const [visibleId, , phone] = list.stdout.split('\t');
    expect(phone).toMatch(/^\d{3}\*{4}\d{4}$/);
    const r = await onTerminal(100, ['members', 'show', visibleId ?? '']);
    expect(r.lines).toContainEqual(
      expect.stringMatching(new RegExp(`^Phone +${phone?.replace(/\*/g, '\\*')}$`)),
    );
  });

  test.each([
    ['en-US', en],
    ['zh-CN', zh],
  ] as const)(
    '%s: members show says which of its sections is empty, piped and on a terminal',
    async (lang, tr) => {
      // each empty section said "No data" alone: piped, with stdout in a file, three bare lines
      const titles = ['coinLedger', 'pointLedger', 'vipGrants', 'orders'].map((k) =>
        tr(`member.detail.${k}`),
      );
      const notice = (title: string) => tr('cli.members.show.emptySection', { section: title });
      const list = await suite.cli.opsdeck(home, ['members', 'list', '--page-size', '5']);
      const ids = list.stdout
        .trim()
        .split('\n')
        .map((l) => l.split('\t')[0] ?? '');
      let named = 0;
      for (const id of ids) {
        const piped = await runCli(home, suite.server.apiUrl, ['members', 'show', id], {
          env: { OPSDECK_LANG: lang },
        });
        expect(piped.code).toBe(0);
        const notes = piped.stderr.split('\n').filter((l) => l.trim() !== '');
        expect(notes).not.toContain(tr('common.empty'));
        const empty = titles.filter((title) => notes.includes(notice(title)));
        named += empty.length;
        if (empty.length === 0) continue;
        // on a terminal: the same notices, each naming its section
        const shown = await onTerminal(100, ['members', 'show', id], { env: { OPSDECK_LANG: lang } });
        for (const title of empty) expect(shown.lines).toContain(notice(title));
        expect(shown.lines).not.toContain(tr('common.empty'));
      }
      // the seeded members have empty sections (points, VIP grants) among the first five
      expect(named).toBeGreaterThan(0);
    },
  );
});

describe('a batch file run again', () => {
  let work = '';
  afterAll(() => {
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test('the question says how many rows an earlier run did, and asks about the rest only', async () => {
    work = mkdtempSync(join(tmpdir(), 'opsdeck-rerun-'));
    const list = await suite.cli.opsdeck(home, [
      'members',
      'list',
      '--status',
      'active',
      '--page-size',
      '3',
      '--jq',
      '.[].visibleId',
    ]);
    const ids = list.stdout.trim().split('\n');
    expect(ids).toHaveLength(3);
    // the fourth row names nobody: the first run issues three and fails one
    const file = join(work, 'rerun.csv');
    const reason = `e2e rerun ${Date.now()}`;
    writeFileSync(
      file,
      `member,coins,reason\n${[...ids, '2147483647'].map((m) => `${m},2,${reason}`).join('\n')}\n`,
    );
    const first = await suite.cli.opsdeck(home, ['coins', 'reissue', '--file', file, '--yes']);
    expect(first.code, first.stderr).toBe(6);
    const again = await onTerminal(100, ['coins', 'reissue', '--file', file], {
      prompt: 'Issue the other',
      answer: 'n\r',
    });
    expect(again.code).toBe(2);
    expect(again.lines).toContainEqual(expect.stringMatching(/^ *Already done +3 \(issued or waiting/));
    expect(again.lines.join('\n')).toContain('3 of 4 are already done. Issue the other 1? [y/N]');
    expect(again.lines.join('\n')).not.toContain('Issue all 4');
  });
});

describe('--jq and JSON', () => {
  test('piped: --jq filters like gh (strings raw), plain JSON has no colour', async () => {
    const jq = await suite.cli.opsdeck(home, [
      'members',
      'list',
      '--page-size',
      '20',
      '--jq',
      '[.[] | select(.status == "active")] | length',
    ]);
    expect(jq.code).toBe(0);
    expect(Number(jq.stdout.trim())).toBeGreaterThan(0);
    const names = await suite.cli.opsdeck(home, ['profile', '--jq', '.phone, {role}']);
    expect(names.stdout).toBe('13800000001\n{"role":"admin"}\n');
    const bad = await suite.cli.opsdeck(home, ['profile', '--jq', '.[']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('error: --jq: expected a value');
  });

  test('on a terminal --json is indented and coloured', async () => {
    const child = await onTerminal(100, ['profile', '--json', 'phone,role']);
    expect(child.lines).toEqual(['{', '  "phone": "13800000001",', '  "role": "admin"', '}']);
  });
});

describe('re-issue jobs on a terminal', () => {
  test.each([100, 60])(
    'jobs show at %i columns: times in UTC+8 as the list has them, counts grouped, labels as the console names them; piped unchanged',
    async (columns) => {
      // a job of 2 coins to every active member: its total is in the thousands (last in the file: it
      // adds to the members' ledgers)
      const created = await runCli(home, suite.server.apiUrl, [
        'jobs',
        'create',
        '--filter',
        'status=active',
        '--coins',
        '2',
        '--reason',
        'terminal show',
        '--yes',
        '--wait',
        '--json',
        'id,total,createdAt',
      ]);
      expect(created.code, created.stderr).toBe(0);
      const last = created.stdout.trim().split('\n').at(-1) ?? '';
      const job = JSON.parse(last) as { id: number; total: number; createdAt: string };
      expect(job.total).toBeGreaterThan(999);
      const r = await onTerminal(columns, ['jobs', 'show', String(job.id)]);
      expect(r.code).toBe(0);
      // it printed "Created  2026-12-01T04:48:26.884Z" (UTC) beside the list's "2026-12-01 12:48"
      // (UTC+8), its progress under the table's header "PROGRESS", and "4440 coins"
      expect(r.lines).toContainEqual(
        expect.stringMatching(/^Created +\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\+8$/),
      );
      expect(r.lines).toContainEqual(
        expect.stringMatching(/^Finished +\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\+8$/),
      );
      expect(r.lines.some((l) => /^Progress +/.test(l))).toBe(true);
      // a label keeps its number: at 60 columns the progress broke between "failed" and its count
      expect(r.lines.filter((l) => /(issued|failed|left)$/.test(l))).toEqual([]);
      const total = r.lines.join(' ').match(/→ ([\d,]+) coins/)?.[1];
      expect(total).toBe(job.total.toLocaleString('en-US'));
      expect(r.lines.filter((l) => width(l) > columns)).toEqual([]);
      // piped, the stable pairs: the ISO time and bare numbers
      const piped = await runCli(home, suite.server.apiUrl, ['jobs', 'show', String(job.id)]);
      expect(piped.stdout).toMatch(new RegExp(`^created +${job.createdAt}$`, 'm'));
      expect(piped.stdout).toContain(`→ ${job.total} coins`);
    },
  );

  test('jobs list at 100 columns: the progress grouped as the amounts beside it, the time column names its zone; en-US and zh-CN; piped bare', async () => {
    const created = await runCli(home, suite.server.apiUrl, [
      'jobs',
      'create',
      '--filter',
      'status=active',
      '--coins',
      '1',
      '--reason',
      'terminal list',
      '--yes',
      '--wait',
      '--json',
      'id,count',
    ]);
    expect(created.code, created.stderr).toBe(0);
    const job = JSON.parse(created.stdout.trim().split('\n').at(-1) ?? '') as { id: number; count: number };
    expect(job.count).toBeGreaterThan(999);
    const n = job.count.toLocaleString('en-US');
    // it read "1977/1977" beside "1 coin → 1,977 coins", under a bare "CREATED" / "创建时间"
    const en = await onTerminal(100, ['jobs', 'list']);
    expect(en.code).toBe(0);
    expect(en.lines[0]).toMatch(/ CREATED \(UTC\+8\) *$/);
    expect(en.lines).toContainEqual(expect.stringMatching(new RegExp(`^ *${job.id} +Done .* ${n}/${n} `)));
    const zh = await onTerminal(100, ['jobs', 'list'], { env: { OPSDECK_LANG: 'zh-CN' } });
    expect(zh.code).toBe(0);
    expect(zh.lines[0]).toMatch(/ 创建时间（UTC\+8） *$/);
    expect(zh.lines).toContainEqual(expect.stringMatching(new RegExp(`^ *${job.id} +已完成 .* ${n}/${n} `)));
    for (const r of [en, zh]) expect(r.lines.filter((l) => width(l) > 100)).toEqual([]);
    const piped = await runCli(home, suite.server.apiUrl, ['jobs', 'list']);
    expect(piped.stdout).toMatch(
      new RegExp(`^${job.id}\tdone\tcoins\t1\t${job.count}\t${job.count}\t${job.count}\t0\t0\t`, 'm'),
    );
  });

  test('monitor at 60 columns stays shorter than the terminal: after q the shell prompt gets its own line', async () => {
    // after the jobs above there are more events than the 50 rows hold; the figures wrap to 4 lines
    // at 60 columns and the screen was sized for 2, so it reached the terminal's height, Ink drew
    // it as a full screen and left the prompt on the keys line ("… ? help$")
    for (const lang of ['en-US', 'zh-CN']) {
      // q once the figures and the activity are both drawn
      const drawn =
        lang === 'en-US'
          ? ['Re-issued coins (24 h)', 'A re-issue job finished']
          : ['补发福币（24 小时）', '补发任务已完成'];
      const r = await onTerminal(60, ['monitor'], {
        prompt: drawn,
        answer: 'q',
        env: { OPSDECK_LANG: lang },
      });
      expect(r.code).toBe(0);
      expect(r.text).toMatch(lang === 'en-US' ? /\? help\n$/ : /\? 帮助\n$/);
    }
  });
});
