import { describe, expect, test } from 'vitest';
import { isRootHelp, printRootHelp } from './fast.js';
import type { RootHelpPage } from './render.js';

// What the launcher's root help answers, and when it leaves the help to the CLI (printing
// nothing). tests/cli/root-help.test.ts compares what it prints with the CLI's own help.

describe('isRootHelp', () => {
  test('no arguments, --help, -h and help alone ask for the root help', () => {
    for (const args of [[], ['--help'], ['-h'], ['help']]) expect(isRootHelp(args)).toBe(true);
  });

  test('anything more is for the CLI', () => {
    for (const args of [['--version'], ['help', 'coins'], ['coins', '--help'], ['--help', '--json'], ['-H']])
      expect(isRootHelp(args)).toBe(false);
  });
});

describe('printRootHelp leaves the help to the CLI', () => {
  test('for other arguments', () => {
    expect(printRootHelp(['profile', '--json'], {})).toBe(false);
  });

  test('when the build made no page in the language', () => {
    expect(printRootHelp(['--help'], {})).toBe(false);
  });

  test('when the pages are not of the shape it renders (an older build)', () => {
    const old = { usage: 'Usage: opsdeck', sections: 3 } as unknown as RootHelpPage;
    expect(printRootHelp(['--help'], { 'en-US': old, 'zh-CN': old })).toBe(false);
  });
});
