import { describe, expect, test } from 'vitest';
import { createFakeIO } from '../testing/fake-io.js';
import { displayWidth, formatKeyValues, formatTsv, oneLine, wrapText, wrapWords } from './plain.js';
import { renderKeyValues, renderSuccess, renderTable, renderWarning } from './render.js';

describe('plain output', () => {
  test('tsv: no header, no tabs or line breaks inside cells', () => {
    expect(
      formatTsv([
        ['1', 'a\tb'],
        ['2', 'c\r\nd'],
      ]),
    ).toBe('1\ta b\n2\tc d\n');
    expect(oneLine('a\n\nb')).toBe('a b');
  });

  test('key/value lines align after the widest key, counting wide characters twice', () => {
    expect(displayWidth('手机号')).toBe(6);
    expect(
      formatKeyValues([
        ['名字', 'A'],
        ['id', 'B'],
      ]),
    ).toBe('名字  A\nid    B\n');
  });

  test('render functions write plain text when stdout is not a terminal', async () => {
    const io = createFakeIO();
    await renderTable({ io, t: (k) => k, headers: ['A', 'B'], rows: [[{ text: 'x' }, { text: 'y' }]] });
    await renderKeyValues({ io, items: [{ label: 'Name', value: 'v' }] });
    expect(io.out()).toBe('x\ty\nName  v\n');
  });

  // (the first Ink draw loads Ink and React: seconds on a loaded machine)
  test('a table on a terminal writes every header in capitals, whatever the strings’ case', {
    timeout: 60_000,
  }, async () => {
    const io = createFakeIO({ stdoutTTY: true, noColor: true, columns: 80 });
    await renderTable({
      io,
      t: (k) => k,
      headers: ['Kind', 'Created (UTC+8)', '状态'],
      rows: [[{ text: 'patch_coins' }, { text: '2026-11-28' }, { text: '待审批' }]],
    });
    const header = io.out().split('\n')[0] ?? '';
    expect(header).toMatch(/^KIND +CREATED \(UTC\+8\) +状态/);
  });

  test('status marks are green/yellow only on a colour terminal', () => {
    const tty = createFakeIO({ stderrTTY: true });
    renderSuccess(tty, 'done');
    renderWarning(tty, 'careful');
    expect(tty.err()).toBe('\u001b[32m✓\u001b[39m done\n\u001b[33m!\u001b[39m careful\n');
    for (const io of [createFakeIO({ stderrTTY: true, noColor: true }), createFakeIO()]) {
      renderSuccess(io, 'done');
      expect(io.err()).toBe('✓ done\n');
    }
  });

  test('a message on a terminal wraps at spaces under its text, never cutting a word at the edge', () => {
    const io = createFakeIO({ stderrTTY: true, noColor: true, columns: 60 });
    renderWarning(
      io,
      'Needs a second admin: the member’s total over the last 24 hours would be 20,050 coins with this re-issue, above the member threshold of 10,000 coins. Confirming sends it for approval.',
    );
    const lines = io.err().trimEnd().split('\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(displayWidth(line)).toBeLessThanOrEqual(60);
    expect(lines[0]).toMatch(/^! Needs a second admin/);
    for (const line of lines.slice(1)) expect(line).toMatch(/^ {2}\S/);
    expect(lines.map((l) => l.trim()).join(' ')).toContain('above the member threshold of 10,000 coins.');
    // piped: one line, as it is
    const piped = createFakeIO({ columns: 60 });
    renderWarning(piped, 'a b '.repeat(40).trim());
    expect(piped.err()).toBe(`! ${'a b '.repeat(40).trim()}\n`);
  });

  test('Chinese text wraps between its characters, never starting a line with closing punctuation', () => {
    const text =
      '等待另一位管理员审批的请求：列出、通过、驳回，以及供脚本使用的 API 令牌：创建、列出、撤销。';
    for (const width of [20, 21, 22, 23, 24, 25, 30]) {
      const lines = wrapWords(text.split(' '), width, '', '');
      for (const line of lines) {
        expect(displayWidth(line), line).toBeLessThanOrEqual(width);
        expect(line, `${width}: ${lines.join('|')}`).not.toMatch(/^[、，。：）]/);
      }
      // nothing lost or added but the space where a line broke
      expect(lines.join('').replace(/ /g, '')).toBe(text.replace(/ /g, ''));
      // a line is filled before the next starts (no short line before a long Chinese run)
      for (const line of lines.slice(0, -1)) expect(displayWidth(line)).toBeGreaterThan(width - 4);
    }
  });

  test('wrapText keeps a label with its number at every width, as long as the two fit a line', () => {
    const text = '#12 Done: 1,200/1,200 rows · issued 1,200 · failed 0 · left 0';
    for (let width = 16; width <= 60; width++) {
      const lines = wrapText(text, width);
      for (const line of lines)
        expect(displayWidth(line), `${width}: ${lines.join('|')}`).toBeLessThanOrEqual(width);
      for (const line of lines.slice(0, -1))
        expect(line, `${width}: ${lines.join('|')}`).not.toMatch(/(issued|failed|left)$/);
      expect(lines.join(' ')).toBe(text);
    }
    const zh = wrapText('#12 已完成：1,200/1,200 行 · 已补发 1,200 · 失败 0 · 剩余 0', 30);
    for (const line of zh.slice(0, -1)) expect(line).not.toMatch(/(补发|失败|剩余)$/);
    // words alone still wrap as before (help text does not keep figures)
    expect(wrapWords('failed 0'.split(' '), 7, '', '')).toEqual(['failed', '0']);
  });
});
