import { describe, expect, test } from 'vitest';
import { flattenKeys, translate } from '../translate.js';
import { enUS } from './en-US/index.js';

/**
 * An English string that puts a number before a plural noun (`{{count}} rows`, `{{n}} VIP days`,
 * `at most {{max}} items`) must have a singular form (`key_one`), which a `count` picks (i18next in
 * the web console, `translate` in the CLI and the server): nothing says "1 rows" or "1 coins".
 * Read from the raw strings: `translate` would fill the `{{…}}` in with nothing.
 */
const NUMBER_BEFORE_PLURAL =
  /\{\{\s*\w+\s*\}\}\s+(?:(?:VIP|failed|listed|repeated|new|more|recovery|wrong)\s+)?([A-Za-z]+s)\b(?!\/)/g;
/** Words ending in s after a number that are not plural nouns (verbs, pronouns). */
const NOT_PLURAL_NOUNS = new Set([
  ...['is', 'was', 'has', 'does', 'its', 'this', 'as', 'yours'],
  ...['lists', 'waits', 'lines', 'applies', 'exists', 'starts', 'asks'],
]);

function raw(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], enUS);
}

/**
 * The keys (among `keys`) whose English puts a number before a plural noun and have no `key_one`,
 * or puts two numbers before plural nouns (one `count` cannot pick both: one string per number).
 */
function withoutSingular(keys: readonly string[]): string[] {
  const all = new Set(flattenKeys(enUS));
  return keys.filter((key) => {
    const text = raw(key);
    if (typeof text !== 'string' || /_(one|other)$/.test(key)) return false;
    const plurals = nounsOf(text).length;
    return plurals > 1 || (plurals === 1 && !all.has(`${key}_one`));
  });
}

function nounsOf(text: string): string[] {
  return [...text.matchAll(NUMBER_BEFORE_PLURAL)]
    .map(([, noun]) => noun ?? '')
    .filter((n) => !NOT_PLURAL_NOUNS.has(n));
}

describe('plurals (en-US)', () => {
  test('the check sees a number before a plural noun in the raw string', () => {
    expect(nounsOf('{{count}} coins')).toEqual(['coins']);
    expect(nounsOf('Give {{n}} VIP days to {{member}}')).toEqual(['days']);
    expect(nounsOf('at most {{max}} items')).toEqual(['items']);
    expect(nounsOf('{{field}} is required')).toEqual([]);
    expect(nounsOf('{{points}} points and {{coins}} coins')).toEqual(['points', 'coins']);
  });

  test('every CLI string with a number before a plural noun has its singular form', () => {
    expect(withoutSingular(flattenKeys(enUS).filter((k) => k.startsWith('cli.')))).toEqual([]);
  });

  test('every web console string with a number before a plural noun has its singular form', () => {
    expect(withoutSingular(flattenKeys(enUS).filter((k) => !k.startsWith('cli.')))).toEqual([]);
  });

  test('1 coin, 1 VIP day, 1 member, 1 row; 2 of each; Chinese unchanged', () => {
    expect(translate('en-US', 'reissueJobs.web.units.coins', { count: 1 })).toBe('coin');
    expect(translate('en-US', 'reissueJobs.web.units.coins', { count: 2 })).toBe('coins');
    expect(translate('en-US', 'reissueJobs.web.units.vip', { count: 1 })).toBe('VIP day');
    expect(translate('en-US', 'approvals.cli.amount.coins', { amount: '+1', count: 1 })).toBe('+1 coin');
    expect(translate('en-US', 'cli.members.allFooter', { count: 1, n: '1' })).toBe('1 member');
    expect(translate('en-US', 'cli.batch.summary.head', { rows: 1, count: 1, time: '1 s', rate: 1 })).toBe(
      '1 row in 1 s (1 rows/s)',
    );
    expect(translate('en-US', 'cli.argRules.text.min', { min: 1, count: 1 })).toBe('at least 1 character');
    expect(translate('en-US', 'approvals.cli.batchPending', { count: 1, n: '1' })).toMatch(
      /^1 row pending approval /,
    );
    expect(translate('en-US', 'approvals.cli.batchPending', { count: 1_200, n: '1,200' })).toMatch(
      /^1,200 rows pending approval /,
    );
    expect(translate('en-US', 'cli.argRules.text.min', { min: 2, count: 2 })).toBe('at least 2 characters');
    expect(translate('zh-CN', 'reissueJobs.web.units.coins', { count: 1 })).toBe('福币');
    expect(translate('zh-CN', 'approvals.cli.amount.days', { amount: '+1', count: 1 })).toBe('+1 VIP 天数');
  });

  test('the web: 1 coin, 1 VIP day, 1 row, 1 character; 2 of each; Chinese unchanged', () => {
    expect(translate('en-US', 'content.price', { count: 1 })).toBe('1 coin');
    expect(translate('en-US', 'content.price', { count: 2 })).toBe('2 coins');
    expect(translate('en-US', 'palette.args.coins', { n: '1', count: 1 })).toBe('1 coin');
    expect(translate('en-US', 'palette.args.days', { n: '1', count: 1 })).toBe('1 VIP day');
    expect(translate('en-US', 'palette.args.days', { n: '30', count: 30 })).toBe('30 VIP days');
    expect(translate('en-US', 'reissueJobs.web.progress', { done: '0', total: '1', count: 1 })).toBe(
      '0 of 1 row',
    );
    expect(translate('en-US', 'validation.tooShort', { field: 'Reason', min: 1, count: 1 })).toBe(
      'Reason must be at least 1 character',
    );
    expect(translate('en-US', 'dashboard.categories.categoryCount', { count: 1 })).toBe('1 category');
    expect(translate('en-US', 'security.addresses', { count: 1 })).toBe('1 address');
    expect(translate('zh-CN', 'content.price', { count: 1 })).toBe('1 福币');
    expect(translate('zh-CN', 'palette.args.days', { n: '1', count: 1 })).toBe('1 天 VIP');
  });
});
