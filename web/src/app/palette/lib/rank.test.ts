import { describe, expect, test } from 'vitest';
import { type PaletteItem, searchDocOf } from './palette-item.ts';
import { queryTokens, rankPalette, scoreDoc } from './rank.ts';
import { recordUse, type Usage } from './usage.ts';

function item(
  id: string,
  title: string,
  group = 'g1',
  keywords: string[] = [],
  alt: string[] = [],
): PaletteItem {
  return {
    id,
    group,
    groupLabel: group.toUpperCase(),
    title,
    keywords,
    roles: ['*'],
    target: { type: 'route', name: id, path: `/${id}` },
    search: searchDocOf(title, alt, keywords),
  };
}

const items = [
  item('workplace', 'Workplace', 'routes', ['dashboard', '工作台'], ['工作台']),
  item('members', 'Member List', 'routes', ['会员'], ['会员列表']),
  item('vipOrders', 'VIP Orders', 'routes', ['订单'], ['VIP 订单']),
  item('coins', 'Re-issue coins to a member', 'member', ['reissue coins', '补发福币'], ['给会员补发福币']),
  item('theme', 'Toggle dark theme', 'chrome', ['dark', '暗色'], ['切换暗色主题']),
  item('logout', 'Log out', 'app', ['sign out', '退出'], ['退出登录']),
];
const ids = (r: ReturnType<typeof rankPalette>) => r.sections.flatMap((s) => s.items.map((i) => i.id));

describe('scoring', () => {
  test('title prefix > word start > inside > other language > keyword; every word must match', () => {
    const doc = searchDocOf('Member List', ['会员列表'], ['people']);
    const s = (q: string) => scoreDoc(doc, queryTokens(q));
    expect(s('member')).toBeGreaterThan(s('list'));
    expect(s('list')).toBeGreaterThan(s('ist'));
    expect(s('ist')).toBeGreaterThan(s('会员'));
    expect(s('会员')).toBeGreaterThan(s('people'));
    expect(s('people')).toBeGreaterThan(0);
    expect(s('member orders')).toBe(0);
    expect(s('ml')).toBeGreaterThan(0); // letters in order from a word start
    expect(s('zz')).toBe(0);
  });

  test('queries are case- and space-insensitive', () => {
    expect(queryTokens('  Member   LIST ')).toEqual(['member', 'list']);
    expect(queryTokens('   ')).toEqual([]);
  });
});

describe('rankPalette', () => {
  test('an empty query lists everything in catalogue order, grouped', () => {
    const r = rankPalette(items, '');
    expect(r.sections.map((s) => s.group)).toEqual(['routes', 'member', 'chrome', 'app']);
    expect(ids(r)).toEqual(items.map((i) => i.id));
    expect(r).toMatchObject({ matched: 6, shown: 6 });
  });

  test('the best match comes first, and its group leads', () => {
    const r = rankPalette(items, 'log');
    expect(ids(r)[0]).toBe('logout');
    expect(r.sections[0]?.group).toBe('app');
    expect(ids(rankPalette(items, '补发'))).toEqual(['coins']);
    expect(ids(rankPalette(items, 'vip ord'))).toEqual(['vipOrders']);
  });

  test('with an empty query, recents (by frequency and recency) come first under Recent', () => {
    const now = 1_000_000_000;
    let usage: Usage = {};
    usage = recordUse(usage, 'theme', now - 10_000);
    usage = recordUse(usage, 'logout', now - 5_000);
    usage = recordUse(usage, 'theme', now - 1_000);
    usage = recordUse(usage, 'gone', now); // an item the role no longer has is skipped
    const r = rankPalette(items, '', { usage, now, recentLabel: 'Recent' });
    expect(r.sections[0]).toMatchObject({ group: 'palette.groups.recent', label: 'Recent' });
    expect(r.sections[0]?.items.map((i) => i.id)).toEqual(['theme', 'logout']);
    // Not listed twice.
    expect(ids(r).filter((id) => id === 'theme')).toHaveLength(1);
  });

  test('usage boosts a match but does not beat a much better one', () => {
    const now = 1_000_000_000;
    const two = [item('a', 'Orders of VIP'), item('b', 'Order tools')];
    expect(ids(rankPalette(two, 'order'))).toEqual(['a', 'b']);
    let usage: Usage = {};
    for (let i = 0; i < 5; i++) usage = recordUse(usage, 'b', now);
    expect(ids(rankPalette(two, 'order', { usage, now }))).toEqual(['b', 'a']);
    // A title that starts with the query still beats a boosted keyword match.
    const kw = [item('k', 'Something', 'g', ['ordering']), item('t', 'Order list')];
    let u2: Usage = {};
    for (let i = 0; i < 20; i++) u2 = recordUse(u2, 'k', now);
    expect(ids(rankPalette(kw, 'order', { usage: u2, now }))[0]).toBe('t');
  });

  test('at most `limit` items are shown; the count of the others is reported', () => {
    const many = Array.from({ length: 500 }, (_, i) => item(`i${i}`, `Item number ${i}`));
    const r = rankPalette(many, 'item', { limit: 50 });
    expect(r).toMatchObject({ matched: 500, shown: 50 });
    expect(ids(r)).toHaveLength(50);
    expect(rankPalette(many, '', { limit: 40 }).shown).toBe(40);
  });
});

describe('forgiving matching', () => {
  const readings: Record<string, string> = {
    会员列表: 'hui yuan lie biao',
    工作台: 'gong zuo tai',
    VIP订单: 'vip ding dan',
    给会员补发福币: 'gei hui yuan bu fa fu bi',
  };
  const zhItem = (id: string, zh: string, en: string, keywords: string[] = []) => ({
    ...item(id, zh, 'routes', keywords, [en]),
    search: searchDocOf(zh, [en], keywords, (text) => readings[text]),
  });
  // the console in Chinese: Chinese titles, English titles as other-language words
  const zhItems = [
    zhItem('workplace', '工作台', 'Workplace'),
    zhItem('members', '会员列表', 'Member List'),
    zhItem('vipOrders', 'VIP订单', 'VIP Orders'),
    zhItem('coins', '给会员补发福币', 'Re-issue coins to a member', ['reissue coins']),
  ];

  test('a word with two letters swapped (or one slip) finds its item; short words need no slip', () => {
    expect(ids(rankPalette(items, 'memebr'))[0]).toBe('members');
    expect(ids(rankPalette(items, 'membr list'))[0]).toBe('members');
    expect(ids(rankPalette(items, 'wokrplace'))).toEqual(['workplace']);
    expect(ids(rankPalette(items, 'wrolpace'))).toEqual([]); // two slips
    expect(ids(rankPalette(items, 'vpi'))).toEqual([]); // three letters: no slip allowed
  });

  test('English words (with a slip too) while the console is in Chinese', () => {
    expect(ids(rankPalette(zhItems, 'member'))[0]).toBe('members');
    expect(ids(rankPalette(zhItems, 'memebr'))[0]).toBe('members');
    expect(ids(rankPalette(zhItems, 'orders'))).toEqual(['vipOrders']);
  });

  test('pinyin in full and by initials finds Chinese titles; the title reading ranks first', () => {
    expect(ids(rankPalette(zhItems, 'huiyuan'))[0]).toBe('members');
    expect(ids(rankPalette(zhItems, 'huiyuan'))).toContain('coins'); // 会员 later in its title
    expect(ids(rankPalette(zhItems, 'hy'))[0]).toBe('members');
    expect(ids(rankPalette(zhItems, 'gzt'))).toEqual(['workplace']);
    expect(ids(rankPalette(zhItems, 'huiyuan liebiao'))).toEqual(['members']);
    expect(ids(rankPalette(zhItems, 'dingdan'))).toEqual(['vipOrders']);
    // the English console reads the Chinese titles too
    const enItems = zhItems.map((i) => ({
      ...i,
      search: searchDocOf(i.search.alt, [i.title], [], (text) => readings[text]),
    }));
    expect(ids(rankPalette(enItems, 'hy'))[0]).toBe('members');
  });

  test('usage lifts a close pinyin match above the other', () => {
    const now = Date.now();
    expect(ids(rankPalette(zhItems, 'hy', { now }))[0]).toBe('members');
    let usage: Usage = {};
    for (let i = 0; i < 5; i++) usage = recordUse(usage, 'coins', now);
    expect(ids(rankPalette(zhItems, 'hy', { usage, now }))[0]).toBe('coins');
  });
});

describe('word initials and g keys', () => {
  test('a word read as the initials of the title words beats the same letters inside a word', () => {
    const two = [item('search', 'Search table'), item('coins', 'Re-issue coins')];
    expect(ids(rankPalette(two, 'rc'))).toEqual(['coins', 'search']);
    // the initials of a title in the other language count, below the title's own
    const zh = [
      item('search', '查询表格', 'g', [], ['Search table']),
      item('coins', '补发福币', 'g', [], ['Re-issue coins']),
    ];
    expect(ids(rankPalette(zh, 'rc'))).toEqual(['coins', 'search']);
  });

  test('a page with a g key comes before an equal match without one', () => {
    const pages = [item('consume', 'VIP consumption'), { ...item('orders', 'VIP orders'), shortcut: 'g o' }];
    expect(ids(rankPalette(pages, 'vip'))).toEqual(['orders', 'consume']);
  });
});
