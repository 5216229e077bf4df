import type { RouteEntry } from '@opsdeck/shared/catalogue';
import {
  type MemberRow,
  ORDER_KINDS,
  type OrderKind,
  type OrderRow,
  type Template,
  type Wallpaper,
} from '@opsdeck/shared/schemas';
import { orderHref } from '../../../components/data-list/cells.tsx';
import { orderListPath, pathTo } from '../../../lib/route-links.ts';
import { PALETTE_GROUPS, type PaletteItem, searchDocOf } from './palette-item.ts';

/**
 * Records the palette finds on the server and opens: members, orders, templates and wallpapers.
 * An opened record is kept in the operator's usage (usage.ts) as data in no language, so the empty
 * palette lists it under Recent and opens it again.
 */
export const ENTITY_KINDS = ['member', 'order', 'template', 'wallpaper'] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];

/** A record the operator opened from the palette. */
export interface OpenedEntity {
  kind: EntityKind;
  /** What names it in its URL: the id (a member, template, wallpaper) or the order number. */
  key: string;
  /** The nickname, order number, template name or wallpaper title. */
  title: string;
  /** A second line: the visible id, the order's member, the category. */
  sub: string;
  /** An order's kind (its list). */
  orderKind?: OrderKind;
}

export const memberEntity = (m: MemberRow): OpenedEntity => ({
  kind: 'member',
  key: String(m.id),
  title: m.nickname,
  sub: m.visibleId,
});

export const orderEntity = (o: OrderRow): OpenedEntity => ({
  kind: 'order',
  key: o.orderNo,
  title: o.orderNo,
  sub: `${o.memberNickname} (${o.memberVisibleId})`,
  orderKind: o.kind,
});

export const templateEntity = (row: Template): OpenedEntity => ({
  kind: 'template',
  key: String(row.id),
  title: row.name,
  sub: row.categoryName,
});

export const wallpaperEntity = (row: Wallpaper): OpenedEntity => ({
  kind: 'wallpaper',
  key: String(row.id),
  title: row.title,
  sub: row.categoryName,
});

/** The usage id of a record (`member:12`, `order:PAT2026…`). */
export function entityUsageId(e: Pick<OpenedEntity, 'kind' | 'key'>): string {
  return `${e.kind}:${e.key}`;
}

const KEY_OF: Record<EntityKind, RegExp> = {
  member: /^\d{1,10}$/,
  order: /^[A-Z]{3}\d{1,30}$/,
  template: /^\d{1,10}$/,
  wallpaper: /^\d{1,10}$/,
};

/** A stored record checked field by field (storage can hold anything), or undefined. */
export function parseEntity(raw: unknown): OpenedEntity | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const e = raw as Record<string, unknown>;
  const kind = e.kind as EntityKind;
  if (!ENTITY_KINDS.includes(kind) || typeof e.key !== 'string' || !KEY_OF[kind].test(e.key))
    return undefined;
  if (typeof e.title !== 'string' || typeof e.sub !== 'string') return undefined;
  const orderKind = e.orderKind as OrderKind;
  if (kind === 'order' && !ORDER_KINDS.includes(orderKind)) return undefined;
  return {
    kind,
    key: e.key,
    title: e.title.slice(0, 100),
    sub: e.sub.slice(0, 100),
    ...(kind === 'order' ? { orderKind } : {}),
  };
}

/**
 * The screen a record opens on: its list (members; an order's list opens its view) or its detail
 * (templates, wallpapers).
 */
function screenPath(e: OpenedEntity): string {
  if (e.kind === 'member') return pathTo('/member/list');
  if (e.kind === 'order') return orderListPath(e.orderKind ?? '') ?? '';
  if (e.kind === 'template') return pathTo('/template/detail');
  return pathTo('/wallpaper/detail');
}

/** The route a record opens on, when it has a screen. */
export function entityRoute(e: OpenedEntity, builtRoutes: readonly RouteEntry[]): RouteEntry | undefined {
  const path = screenPath(e);
  return builtRoutes.find((r) => r.path === path);
}

/** The URL parameter that names the record on its screen. */
const QUERY_PARAM: Record<EntityKind, string> = {
  member: 'member',
  order: 'orderNo',
  template: 'id',
  wallpaper: 'id',
};

/** Where a record opens: the member's drawer, the order's view, the template, the wallpaper. */
export function entityHref(e: OpenedEntity): string {
  if (e.kind === 'order') return orderHref({ kind: e.orderKind ?? '', orderNo: e.key });
  return `${screenPath(e)}?${new URLSearchParams({ [QUERY_PARAM[e.kind]]: e.key })}`;
}

const ICONS: Record<EntityKind, string> = {
  member: 'person',
  order: 'document',
  template: 'layout-grid',
  wallpaper: 'media',
};

/** A record as a palette item (listed under Recent); `label` names its kind in the current language. */
export function entityItemOf(e: OpenedEntity, label: string): PaletteItem {
  const hint = `${label} · ${e.sub}`;
  return {
    id: entityUsageId(e),
    group: PALETTE_GROUPS.recent,
    groupLabel: '',
    title: e.title,
    hint,
    icon: ICONS[e.kind],
    keywords: [],
    roles: ['*'],
    target: { type: 'entity', entity: e },
    search: searchDocOf(e.title, [hint], []),
  };
}
