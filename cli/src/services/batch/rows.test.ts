import type { ActionEntry } from '@opsdeck/shared/catalogue';
import { actionEntries } from '@opsdeck/shared/catalogue';
import { REISSUE_KINDS } from '@opsdeck/shared/reissue';
import { describe, expect, test } from 'vitest';
import { createTranslator } from '../../i18n-bundled.js';
import type { ReissueAction } from '../reissue/action.js';
import { parseCsv } from './csv.js';
import { deriveKey } from './keys.js';
import { parseNdjson } from './ndjson.js';
import { checkRows, csvRows, ndjsonRows } from './rows.js';

const t = createTranslator('en-US');
const coinsAction = actionEntries.find((a: ActionEntry) => a.id === 'member.reissueCoins') as ReissueAction;
const { coins, vip } = REISSUE_KINDS;

const fromCsv = (text: string, kind = coins) => {
  const raw = csvRows(t, kind, parseCsv(text).records);
  return { raw, checked: checkRows(coinsAction, kind, raw.rows, { t, locale: 'en-US' }) };
};

describe('batch rows', () => {
  test('CSV: columns in any order and case; each row checked and given a derived key', () => {
    const { raw, checked } = fromCsv('Reason,MEMBER,coins\n" Refund ",10104729,50\nok too,13701234567,1\n');
    expect(raw.errors).toEqual([]);
    expect(checked.errors).toEqual([]);
    expect(checked.rows).toEqual([
      {
        line: 2,
        input: {
          member: '10104729',
          amount: 50,
          reason: 'Refund',
          key: deriveKey({ noun: 'coins', member: '10104729', amount: 50, reason: 'Refund', occurrence: 1 }),
        },
        derived: true,
      },
      expect.objectContaining({
        line: 3,
        input: expect.objectContaining({ member: '13701234567', amount: 1 }),
      }),
    ]);
  });

  test('CSV: a key column is used as given; an empty key cell gets a derived key', () => {
    const { checked } = fromCsv('member,coins,reason,key\n10104729,5,ok,ticket-1\n10104730,5,ok,\n');
    expect(checked.rows.map((r) => [r.input.key, r.derived])).toEqual([
      ['ticket-1', false],
      [expect.stringMatching(/^ob1-/), true],
    ]);
  });

  test('CSV header problems refuse the file at line 1', () => {
    expect(fromCsv('member,days,reason,note\n1,2,ok\n').raw.errors).toEqual([
      {
        line: 1,
        messages: [
          "'days' is not a column of coins reissue: the amount column is 'coins'",
          "unknown column 'note'; the columns are: member, coins, reason, key",
          "the header has no 'coins' column",
        ],
      },
    ]);
    expect(fromCsv('member,coins,coins,reason\n').raw.errors[0]?.messages).toEqual([
      "the column 'coins' appears twice",
    ]);
  });

  test('every bad row is reported with its line and every broken rule', () => {
    const { raw, checked } = fromCsv(
      'member,coins,reason\n10104729,0,ok\nabc,5,x\n10104729,5\n10104729,1.5,ok\n10104729,100001,ok\n',
    );
    expect(raw.errors).toEqual([{ line: 4, messages: ['expected 3 fields, found 2'] }]);
    expect(checked.errors).toEqual([
      { line: 2, messages: ['Coins must be at least 1'] },
      {
        line: 3,
        messages: [
          'Member must be an internal ID, an 8-digit member ID or an 11-digit phone',
          'Reason must be at least 2 characters',
        ],
      },
      { line: 5, messages: ['Coins must be a whole number'] },
      { line: 6, messages: ['Coins must be at most 100,000'] },
    ]);
  });

  test('the same ask twice: both rows are kept with different keys and the repeat is named', () => {
    const { checked } = fromCsv('member,coins,reason\n10104729,5,ok\n10104730,5,ok\n10104729,5, ok\n');
    expect(checked.rows).toHaveLength(3);
    expect(new Set(checked.rows.map((r) => r.input.key)).size).toBe(3);
    expect(checked.repeats).toEqual([{ line: 4, firstLine: 2 }]);
  });

  test('a key given on two rows is an error of the second', () => {
    const { checked } = fromCsv('member,coins,reason,key\n10104729,5,ok,k1\n10104730,5,ok,k1\n');
    expect(checked.errors).toEqual([{ line: 3, messages: ["the key 'k1' is already used on line 2"] }]);
  });

  test('keys do not depend on row order or on other rows, only on what each row asks', () => {
    const a = fromCsv('member,coins,reason\n10104729,5,ok\n10104730,7,ok\n').checked.rows;
    const b = fromCsv('member,coins,reason\n10104731,9,new\n10104730,7,ok\n10104729,5,ok\n').checked.rows;
    const keyOf = (rows: typeof a, member: string) => rows.find((r) => r.input.member === member)?.input.key;
    expect(keyOf(b, '10104729')).toBe(keyOf(a, '10104729'));
    expect(keyOf(b, '10104730')).toBe(keyOf(a, '10104730'));
  });

  test('a batch id gives every row a new key', () => {
    const raw = csvRows(t, coins, parseCsv('member,coins,reason\n10104729,5,ok\n').records).rows;
    const plain = checkRows(coinsAction, coins, raw, { t, locale: 'en-US' }).rows[0]?.input.key;
    const other = checkRows(coinsAction, coins, raw, { t, locale: 'en-US', batchId: 'dec' }).rows[0]?.input
      .key;
    expect(other).not.toBe(plain);
  });

  test('NDJSON: numbers or text; other types, unknown fields and a days field in a coins file fail', () => {
    const text = [
      '{"member":10104729,"coins":"5","reason":"ok"}',
      '{"member":"10104730","coins":5,"reason":"ok","key":"k-2"}',
      '{"member":true,"coins":5,"reason":["x"]}',
      '{"member":"10104731","days":5,"reason":"ok","note":1}',
    ].join('\n');
    const raw = ndjsonRows(t, coins, parseNdjson(text).records);
    expect(raw.rows.map((r) => r.values)).toEqual([
      { member: '10104729', amount: '5', reason: 'ok' },
      { member: '10104730', amount: '5', reason: 'ok', key: 'k-2' },
    ]);
    expect(raw.errors).toEqual([
      { line: 3, messages: ['member must be text or a number', 'reason must be text'] },
      {
        line: 4,
        messages: [
          "'days' is not a column of coins reissue: the amount column is 'coins'",
          "unknown column 'note'; the columns are: member, coins, reason, key",
        ],
      },
    ]);
  });

  test('VIP files take days', () => {
    const raw = csvRows(t, vip, parseCsv('member,days,reason\n10104729,30,ok\n').records);
    expect(raw.rows[0]?.values).toEqual({ member: '10104729', amount: '30', reason: 'ok' });
  });
});
