import type { PaletteItem } from '../../web/src/app/palette/lib/palette-item.ts';
import { searchDocOf } from '../../web/src/app/palette/lib/palette-item.ts';
import { readingOf } from '../../web/src/app/palette/lib/pinyin.ts';

/**
 * The bench's palette items: `count` routes, actions and settings shaped like the catalogue's (titles
 * in English and Chinese with their pinyin, keywords, groups, icons, some shortcuts), made from a
 * seeded generator so every run indexes the same 5,000 items.
 */

const EN_NOUNS = [
  'member',
  'order',
  'coupon',
  'wallpaper',
  'topic',
  'category',
  'template',
  'invite',
  'points',
  'coins',
  'vip',
  'refund',
  'report',
  'banner',
  'message',
  'channel',
  'device',
  'campaign',
  'audit',
  'export',
];
const ZH_NOUNS = [
  '会员',
  '订单',
  '优惠券',
  '壁纸',
  '专题',
  '分类',
  '模板',
  '邀请',
  '积分',
  '福币',
  'VIP',
  '退款',
  '报表',
  '横幅',
  '消息',
  '渠道',
  '设备',
  '活动',
  '审计',
  '导出',
];
const EN_VERBS = [
  'list',
  'create',
  'edit',
  'review',
  'publish',
  'archive',
  're-issue',
  'toggle',
  'open',
  'sync',
];
const ZH_VERBS = ['列表', '新建', '编辑', '审核', '发布', '归档', '补发', '切换', '打开', '同步'];
const ICONS = [
  'people',
  'document',
  'tag',
  'media',
  'star',
  'crown',
  'bank-account',
  'cog',
  'dashboard',
  'th',
];
const GROUPS = 24;

/** mulberry32: a small seeded PRNG. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generatePaletteItems(count: number, seed = 42): PaletteItem[] {
  const rnd = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const items: PaletteItem[] = [];
  for (let i = 0; i < count; i++) {
    const n = Math.floor(rnd() * EN_NOUNS.length);
    const v = Math.floor(rnd() * EN_VERBS.length);
    const kind = i % 10 < 6 ? 'route' : i % 10 < 9 ? 'action' : 'setting';
    const title = `${EN_NOUNS[n]} ${EN_VERBS[v]} ${i}`.replace(/^./, (c) => c.toUpperCase());
    const zh = `${ZH_NOUNS[n]}${ZH_VERBS[v]} ${i}`;
    const group = `bench.group${i % GROUPS}`;
    const keywords = [pick(EN_NOUNS), pick(ZH_NOUNS), `${pick(EN_VERBS)} ${pick(EN_NOUNS)}`];
    const path = `/${EN_NOUNS[n]}/${EN_VERBS[v]}-${i}`;
    items.push({
      id: `${kind}:bench${i}`,
      group,
      groupLabel: `Group ${i % GROUPS}`,
      title,
      ...(kind === 'route' ? { hint: `Group ${i % GROUPS} · ${path}` } : {}),
      icon: pick(ICONS),
      keywords,
      ...(i % 50 === 0 ? { shortcut: `g ${String.fromCharCode(97 + ((i / 50) % 26))}` } : {}),
      roles: ['*'],
      target:
        kind === 'route'
          ? { type: 'route', name: `Bench${i}`, path }
          : kind === 'action'
            ? { type: 'action', id: `bench.action${i}`, hasArgs: false }
            : { type: 'setting', id: `bench.setting${i}`, key: `k${i}`, settingType: 'boolean' },
      search: searchDocOf(title, [zh, path], keywords, readingOf),
    });
  }
  return items;
}
