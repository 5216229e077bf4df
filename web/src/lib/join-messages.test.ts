import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, test } from 'vitest';
import { splitFieldErrors } from '../features/content/shared/api-problem.ts';
import { changeLocale, joinMessages } from './i18n.ts';

const repo = join(dirname(fileURLToPath(import.meta.url)), '../../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('messages joined on one line', () => {
  afterEach(() => changeLocale('en-US'));

  test('each language joins with its own separator (zh-CN: the full-width semicolon)', async () => {
    expect(joinMessages(['Reason is required', 'Coins must be at least 1'])).toBe(
      'Reason is required; Coins must be at least 1',
    );
    await changeLocale('zh-CN');
    expect(joinMessages(['原因不能为空', '福币至少为 1'])).toBe('原因不能为空；福币至少为 1');
  });

  test('a form’s leftover server errors read as one zh-CN line (content forms)', async () => {
    await changeLocale('zh-CN');
    const { rest } = splitFieldErrors(
      [
        { field: 'a', rule: 'x', message: '第一条' },
        { field: 'b', rule: 'y', message: '第二条' },
      ],
      [],
    );
    expect(rest).toBe('第一条；第二条');
  });

  test('no program joins messages with a separator of its own (shared joinMessagesIn / joinMessages)', () => {
    const own = ['web/src', 'cli/src', 'server/src', 'shared/src']
      .flatMap((tree) => sources(join(repo, tree)))
      .filter((file) => /\.join\(\s*(['"`])(; ?|；)\1\s*\)/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(repo, file));
    expect(own).toEqual([]);
  });
});
