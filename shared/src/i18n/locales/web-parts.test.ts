import { describe, expect, test } from 'vitest';
import { enUS } from './en-US/index.js';
import { enUSConsole } from './en-US/web-console.js';
import { enUSFirst } from './en-US/web-first.js';
import { zhCN } from './zh-CN/index.js';
import { zhCNConsole } from './zh-CN/web-console.js';
import { zhCNFirst } from './zh-CN/web-first.js';

type Tree = { [key: string]: unknown };

/** What i18next's `addResourceBundle(lng, ns, part, true)` makes of the parts: a deep merge. */
function mergeDeep(into: Tree, part: Tree): Tree {
  const out: Tree = { ...into };
  for (const [key, value] of Object.entries(part)) {
    const had = out[key];
    out[key] =
      had && typeof had === 'object' && value && typeof value === 'object'
        ? mergeDeep(had as Tree, value as Tree)
        : value;
  }
  return out;
}

describe('the web console fetches its strings in two parts', () => {
  test.each([
    ['en-US', enUS, enUSFirst, enUSConsole],
    ['zh-CN', zhCN, zhCNFirst, zhCNConsole],
  ] as const)(
    '%s: the first strings and the console part are every string but the CLI’s',
    (_, full, first, rest) => {
      const { cli: _cli, ...web } = full as unknown as Tree;
      expect(mergeDeep(first as unknown as Tree, rest as unknown as Tree)).toEqual(web);
    },
  );

  test('the first part holds what /login shows, and nothing of the signed-in screens', () => {
    expect(Object.keys(enUSFirst)).toEqual(expect.arrayContaining(['common', 'login', 'validation', 'web']));
    expect(Object.keys(enUSFirst)).not.toContain('palette');
    expect(Object.keys(enUSFirst)).not.toContain('member');
  });
});
