import { describe, expect, test } from 'vitest';
import { exampleLines, termSection, wrapProse } from './help-text.js';

describe('help text at the terminal width', () => {
  test('an example too long for the line continues with \\ and never splits a quoted word', () => {
    expect(
      exampleLines(
        "opsdeck coins reissue --member 10104729 --coins 50 --reason 'Refund for a failed unlock'",
        60,
      ),
    ).toEqual([
      '  $ opsdeck coins reissue --member 10104729 --coins 50 \\',
      "      --reason 'Refund for a failed unlock'",
    ]);
    expect(exampleLines('opsdeck login', 60)).toEqual(['  $ opsdeck login']);
  });

  test('a term section wraps descriptions under themselves; Chinese breaks by width', () => {
    const text = termSection(
      'Exit codes',
      [
        ['0', 'success'],
        ['130', 'interrupted (Ctrl+C); run a batch again with the same file to finish it'],
      ],
      40,
    );
    expect(text).toBe(
      '\nExit codes:\n  0    success\n  130  interrupted (Ctrl+C); run a batch\n       again with the same file to\n       finish it',
    );
    const zh = wrapProse(
      '每一行都先校验：只要有一行无效，整批都会被拒绝（退出码 2），并列出所有无效行。',
      30,
    );
    for (const line of zh.split('\n')) expect(line.length * 2).toBeLessThanOrEqual(30 + 10);
    expect(zh.replace(/\n {2}/g, '').trim()).toContain('每一行都先校验');
  });
});
