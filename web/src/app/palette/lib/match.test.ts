import { describe, expect, test } from 'vitest';
import { latinWordsOf, nearWord, pinyinReadingOf, pinyinScore, withinOneSlip } from './match.ts';
import { readingOf } from './pinyin.ts';

describe('one slip', () => {
  test.each([
    ['memebr', 'member', true], // two neighbours swapped
    ['mebmer', 'member', true],
    ['membr', 'member', true], // one letter missing
    ['membeer', 'member', true], // one extra
    ['mamber', 'member', true], // one wrong
    ['member', 'member', true],
    ['mmeebr', 'member', false], // two slips
    ['memberss', 'member', false],
    ['orders', 'member', false],
  ])('%s ~ %s: %s', (a, b, expected) => {
    expect(withinOneSlip(a, b)).toBe(expected);
    expect(withinOneSlip(b, a)).toBe(expected);
  });

  test('a word being typed matches the beginning of a longer word', () => {
    expect(nearWord('memeb', 'member')).toBe(true); // "membe" with a swap
    expect(nearWord('walpap', 'wallpaper')).toBe(true); // "wallpa" less one letter
    expect(nearWord('memebr', 'members')).toBe(true);
    expect(nearWord('memebr', 'me')).toBe(false);
    expect(nearWord('lsit', 'lisa')).toBe(false);
  });

  test('the words compared are the Latin words of three letters or more', () => {
    expect(latinWordsOf(['member list', 'vip 订单 / to', 're-issue'])).toEqual([
      'member',
      'list',
      'vip',
      'issue',
    ]);
  });
});

describe('pinyin', () => {
  const huiyuan = pinyinReadingOf('hui yuan lie biao');

  test('full pinyin from a syllable start, possibly stopping inside a syllable', () => {
    expect(pinyinScore(huiyuan, 'huiyuan')).toBe(1);
    expect(pinyinScore(huiyuan, 'huiy')).toBe(1);
    expect(pinyinScore(huiyuan, 'liebiao')).toBe(0.9);
    expect(pinyinScore(huiyuan, 'uiyuan')).toBe(0); // not from a syllable start
    expect(pinyinScore(huiyuan, 'huiyuanliebiaox')).toBe(0);
  });

  test('initials, two letters or more', () => {
    expect(pinyinScore(huiyuan, 'hy')).toBe(0.85);
    expect(pinyinScore(huiyuan, 'hylb')).toBe(0.85);
    expect(pinyinScore(huiyuan, 'lb')).toBe(0.7);
    expect(pinyinScore(huiyuan, 'hb')).toBe(0);
  });

  test('the palette reads its Chinese titles from the generated table, others character by character', () => {
    expect(readingOf('会员列表')).toBe('hui yuan lie biao');
    expect(readingOf('补发VIP')).toBe('bu fa vip');
    // not in the table as a whole: read from the characters the table knows
    expect(readingOf('会员订单')).toBe('hui yuan ding dan');
    expect(readingOf('Member List')).toBeUndefined();
    expect(readingOf('鑫')).toBeUndefined(); // a character no catalogue text has
  });
});
