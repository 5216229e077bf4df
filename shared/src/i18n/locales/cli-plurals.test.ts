import { describe, expect, test } from 'vitest';
import { flattenKeys, translate } from '../translate.js';
import { enUS } from './en-US/index.js';

/**
 * An English string of the CLI that puts a number before a plural noun (`{{count}} rows`,
 * `{{rows}} rows`) must have a singular form (`key_one`), which a `count` picks: the CLI never says
 * "1 rows" or "1 coins".
 */
const NUMBER_BEFORE_PLURAL = /\{\{\s*\w+\s*\}\}\s+(?:VIP\s+|failed\s+|listed\s+|repeated\s+)?(\w+s)\b(?!\/)/;
const NOT_PLURAL_NOUNS = new Set(['is', 'was', 'has', 'its', 'this', 'as', 'lists', 'waits', 'lines']);

describe('CLI plurals (en-US)', () => {
  test('every CLI string with a number before a plural noun has its singular form', () => {
    const keys = flattenKeys(enUS).filter((k) => k.startsWith('cli.') && !/_(one|other)$/.test(k));
    const missing = keys.filter((key) => {
      const noun = translate('en-US', key).match(NUMBER_BEFORE_PLURAL)?.[1];
      return (
        noun !== undefined &&
        !NOT_PLURAL_NOUNS.has(noun) &&
        !keys.includes(`${key}_one`) &&
        !flattenKeys(enUS).includes(`${key}_one`)
      );
    });
    expect(missing).toEqual([]);
  });

  test('1 coin, 1 VIP day, 1 member, 1 row; 2 of each; Chinese unchanged', () => {
    expect(translate('en-US', 'reissueJobs.web.units.coins', { count: 1 })).toBe('coin');
    expect(translate('en-US', 'reissueJobs.web.units.coins', { count: 2 })).toBe('coins');
    expect(translate('en-US', 'reissueJobs.web.units.vip', { count: 1 })).toBe('VIP day');
    expect(translate('en-US', 'approvals.cli.amount.coins', { amount: '+1', count: 1 })).toBe('+1 coin');
    expect(translate('en-US', 'cli.members.allFooter', { count: 1 })).toBe('1 member');
    expect(translate('en-US', 'cli.batch.summary.head', { rows: 1, count: 1, time: '1 s', rate: 1 })).toBe(
      '1 row in 1 s (1 rows/s)',
    );
    expect(translate('en-US', 'cli.argRules.text.min', { min: 1, count: 1 })).toBe('at least 1 character');
    expect(translate('en-US', 'cli.argRules.text.min', { min: 2, count: 2 })).toBe('at least 2 characters');
    expect(translate('zh-CN', 'reissueJobs.web.units.coins', { count: 1 })).toBe('福币');
    expect(translate('zh-CN', 'approvals.cli.amount.days', { amount: '+1', count: 1 })).toBe('+1 VIP 天数');
  });
});
