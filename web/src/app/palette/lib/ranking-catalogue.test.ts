import { actionEntries, allRoutes, type RouteEntry, settingEntries } from '@opsdeck/shared/catalogue';
import { LOCALES, translate } from '@opsdeck/shared/i18n';
import { describe, expect, test } from 'vitest';
import { allLanguageTitles } from './all-titles.ts';
import { buildPaletteIndex } from './build-index.ts';
import { readingOf } from './pinyin.ts';
import { rankPalette } from './rank.ts';
import { recordUse } from './usage.ts';

/** The admin's palette over the real catalogue (the routes with a screen), as the console builds it. */
function adminIndex(locale: (typeof LOCALES)[number]) {
  const builtRoutes: RouteEntry[] = allRoutes().filter((r) => r.built);
  return buildPaletteIndex({
    titles: allLanguageTitles,
    role: 'admin',
    t: (key) => translate(locale, key),
    builtRoutes,
    actions: actionEntries,
    settings: settingEntries,
    pinyin: readingOf,
  });
}

const order = (r: ReturnType<typeof rankPalette>) => r.sections.flatMap((s) => s.items.map((i) => i.id));
const COINS = 'action:member.reissueCoins';

describe.each(LOCALES)('ranking over the real catalogue, %s', (locale) => {
  const items = adminIndex(locale);
  const now = Date.UTC(2026, 10, 28, 12);

  test('`co`: "Re-issue coins" comes first once the operator ran it (it was 19th without use)', () => {
    const before = order(rankPalette(items, 'co', { now }));
    expect(before.indexOf(COINS)).toBeGreaterThan(3);
    const usage = recordUse({}, COINS, now - 60_000);
    expect(order(rankPalette(items, 'co', { usage, now }))[0]).toBe(COINS);
    // a day later it still stays near the top
    expect(order(rankPalette(items, 'co', { usage, now: now + 20 * 3_600_000 })).indexOf(COINS)).toBeLessThan(
      6,
    );
  });

  test('`reissue co`: "Re-issue coins to a member" first, in Chinese too (the jobs page led by its path)', () => {
    for (const query of ['reissue co', 'reissue coins']) {
      const ids = order(rankPalette(items, query, { now }));
      expect(ids[0], query).toBe(COINS);
      expect(ids.indexOf(COINS), query).toBeLessThan(ids.indexOf('route:MemberReissueJobs') >>> 0);
    }
  });

  test('`co` without usage: "Coin consumption" first, as in the other language (zh-CN put VIP 消费 first)', () => {
    const ids = order(rankPalette(items, 'co', { now }));
    expect(ids[0]).toBe('route:ConsumeCoinList');
    // a title starting with the query before one where it starts a later word, in either language
    expect(ids.indexOf('route:ConsumeCoinList')).toBeLessThan(ids.indexOf('route:ConsumeVipList'));
  });

  test('`co` without usage: the same catalogue entries rank in the same order in both languages', () => {
    const other = adminIndex(LOCALES.find((l) => l !== locale) ?? locale);
    const here = order(rankPalette(items, 'co', { now }));
    const there = order(rankPalette(other, 'co', { now }));
    const both = here.filter((id) => there.includes(id));
    expect(both.slice(0, 8)).toEqual(there.filter((id) => here.includes(id)).slice(0, 8));
  });

  test('`vip`: the page with a g key (VIP orders) comes before its neighbours', () => {
    expect(order(rankPalette(items, 'vip', { now }))[0]).toBe('route:OrderVip');
  });

  test('`rc`: the initials of "Re-issue coins" beat "rc" inside "Search"', () => {
    const ids = order(rankPalette(items, 'rc', { now }));
    expect(ids[0]).toBe('route:MemberPatchCoin');
    expect(ids).toContain(COINS);
    expect(ids.indexOf('route:MemberPatchCoin')).toBeLessThan(ids.indexOf('route:SearchTable'));
  });
});
