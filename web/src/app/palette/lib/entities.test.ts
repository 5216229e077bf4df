import { allRoutes, type RouteEntry } from '@opsdeck/shared/catalogue';
import { describe, expect, test } from 'vitest';
import {
  entityHref,
  entityItemOf,
  entityRoute,
  entityUsageId,
  type OpenedEntity,
  parseEntity,
} from './entities.ts';
import { rankPalette } from './rank.ts';
import { loadUsage, recordUse, saveUsage } from './usage.ts';

const member: OpenedEntity = { kind: 'member', key: '12', title: '小明', sub: '10000012' };
const order: OpenedEntity = {
  kind: 'order',
  key: 'PAT2026112100001',
  title: 'PAT2026112100001',
  sub: '小明 (10000012)',
  orderKind: 'patch',
};
const template: OpenedEntity = { kind: 'template', key: '3', title: 'Spring card', sub: 'Festivals' };
const wallpaper: OpenedEntity = { kind: 'wallpaper', key: '9', title: 'Sea', sub: 'Nature' };
const built: RouteEntry[] = allRoutes().filter((r) => r.built);

describe('records opened from the palette', () => {
  test('each opens on its screen, named in the URL', () => {
    expect(entityHref(member)).toBe('/member/list?member=12');
    expect(entityHref(order)).toBe('/order/patch?orderNo=PAT2026112100001&order=PAT2026112100001');
    expect(entityHref(template)).toBe('/template/detail?id=3');
    expect(entityHref(wallpaper)).toBe('/wallpaper/detail?id=9');
    for (const e of [member, order, template, wallpaper]) expect(entityRoute(e, built)).toBeDefined();
    expect(entityUsageId(order)).toBe('order:PAT2026112100001');
  });

  test('stored records are checked field by field; anything else is dropped', () => {
    for (const e of [member, order, template, wallpaper])
      expect(parseEntity(JSON.parse(JSON.stringify(e)))).toEqual(e);
    expect(parseEntity({ ...member, key: '../../x' })).toBeUndefined();
    expect(parseEntity({ ...order, orderKind: 'nope' })).toBeUndefined();
    expect(parseEntity({ ...member, kind: 'route' })).toBeUndefined();
    expect(parseEntity({ ...member, title: 5 })).toBeUndefined();
    expect(parseEntity('member:12')).toBeUndefined();
  });

  test('kept with the usage across reloads, listed under Recent (never searched)', () => {
    localStorage.clear();
    const now = Date.now();
    let usage = recordUse({}, entityUsageId(member), now - 1000, member);
    usage = recordUse(usage, entityUsageId(order), now, order);
    usage = recordUse(usage, entityUsageId(member), now); // opened again: the record stays
    saveUsage(localStorage, 1, usage);
    const back = loadUsage(localStorage, 1);
    expect(back[entityUsageId(member)]).toMatchObject({ count: 2, entity: member });
    const opened = Object.values(back).flatMap((u) => (u.entity ? [entityItemOf(u.entity, 'Member')] : []));
    const r = rankPalette([], '', { usage: back, now, recentExtras: opened, recentLabel: 'Recent' });
    expect(r.sections[0]?.label).toBe('Recent');
    expect(r.sections[0]?.items.map((i) => [i.title, i.hint])).toEqual([
      ['小明', 'Member · 10000012'],
      ['PAT2026112100001', 'Member · 小明 (10000012)'],
    ]);
    expect(rankPalette([], '小明', { usage: back, now, recentExtras: opened }).matched).toBe(0);
  });
});
