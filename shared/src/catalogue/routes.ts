import type { MenuGroup, RouteEntry } from './types.js';

const ANY = ['*'] as const satisfies RouteEntry['roles'];
const ADMIN = ['admin'] as const satisfies RouteEntry['roles'];

function route(
  entry: Omit<RouteEntry, 'requiresAuth' | 'roles' | 'built'> & Partial<RouteEntry>,
): RouteEntry {
  return { requiresAuth: true, roles: [...ANY], built: false, ...entry };
}

/** The default landing route (spec §9). */
export const DEFAULT_ROUTE_NAME = 'Workplace';
export const DEFAULT_ROUTE_PATH = '/dashboard/workplace';
/** Routes the menu-from-server check always lets through (spec §6). */
export const WHITE_LIST = ['notFound', 'login'] as const;

/** Public and technical routes outside the menu. */
export const publicRoutes: RouteEntry[] = [
  {
    name: 'login',
    path: '/login',
    i18nKey: 'menu.login',
    roles: [],
    requiresAuth: false,
    built: true,
    noTab: true,
  },
  {
    name: 'Redirect',
    path: '/redirect',
    i18nKey: 'menu.redirect',
    roles: [...ANY],
    requiresAuth: true,
    hideInMenu: true,
    noTab: true,
    built: true,
  },
  {
    name: 'notFound',
    path: '/*',
    i18nKey: 'menu.notFound',
    roles: [],
    requiresAuth: false,
    built: true,
    noTab: true,
  },
];

/**
 * Every screen of spec §2 in its menu group, groups ordered by spec §9
 * (dashboard 0, wallpaper 2, category 2, topic 3, consume 3, order 4, template 4, member 5,
 * collection 6, user 100, points 1000, sign-in 1001, invite 1002). The template groups keep the
 * template's order within those numbers; ties keep declaration order.
 */
export const menuGroups: MenuGroup[] = [
  {
    id: 'dashboard',
    i18nKey: 'menu.dashboard',
    icon: 'dashboard',
    order: 0,
    children: [
      route({
        name: 'Workplace',
        path: '/dashboard/workplace',
        i18nKey: 'menu.dashboard.workplace',
        icon: 'home',
        built: true,
      }),
      route({
        name: 'Monitor',
        path: '/dashboard/monitor',
        i18nKey: 'menu.dashboard.monitor',
        icon: 'pulse',
        roles: [...ADMIN],
      }),
    ],
  },
  {
    id: 'visualization',
    i18nKey: 'menu.visualization',
    icon: 'chart',
    order: 1,
    children: [
      route({
        name: 'DataAnalysis',
        path: '/visualization/data-analysis',
        i18nKey: 'menu.visualization.dataAnalysis',
        roles: [...ADMIN],
        hideInMenu: true,
      }),
      route({
        name: 'MultiDimensionDataAnalysis',
        path: '/visualization/multi-dimension-data-analysis',
        i18nKey: 'menu.visualization.multiDAnalysis',
        roles: [...ADMIN],
        hideInMenu: true,
      }),
    ],
  },
  {
    id: 'category',
    i18nKey: 'menu.category',
    icon: 'tag',
    order: 2,
    children: [
      route({
        name: 'CategoryList',
        path: '/category/list',
        i18nKey: 'menu.category.list',
        icon: 'tag',
        built: true,
      }),
    ],
  },
  {
    id: 'wallpaper',
    i18nKey: 'menu.wallpaper',
    icon: 'media',
    order: 2,
    children: [
      route({
        name: 'WallpaperTopics',
        path: '/wallpaper/topics',
        i18nKey: 'menu.wallpaper.topics',
        icon: 'folder-close',
        built: true,
      }),
      route({
        name: 'WallpaperList',
        path: '/wallpaper/list',
        i18nKey: 'menu.wallpaper.list',
        icon: 'media',
        built: true,
      }),
      route({
        name: 'WallpaperCreate',
        path: '/wallpaper/create',
        i18nKey: 'menu.wallpaper.create',
        icon: 'add',
        built: true,
      }),
    ],
  },
  {
    id: 'list',
    i18nKey: 'menu.list',
    icon: 'th-list',
    order: 2,
    children: [
      route({
        name: 'SearchTable',
        path: '/list/search-table',
        i18nKey: 'menu.list.searchTable',
        hideInMenu: true,
      }),
      route({ name: 'Card', path: '/list/card', i18nKey: 'menu.list.card', hideInMenu: true }),
    ],
  },
  {
    id: 'topic',
    i18nKey: 'menu.topic',
    icon: 'star',
    order: 3,
    children: [
      route({
        name: 'TopicList',
        path: '/topic/list',
        i18nKey: 'menu.topic.list',
        icon: 'star',
        built: true,
      }),
    ],
  },
  {
    id: 'consume',
    i18nKey: 'menu.consume',
    icon: 'shopping-cart',
    order: 3,
    children: [
      route({
        name: 'ConsumeVipList',
        path: '/consume/vip-list',
        i18nKey: 'menu.consume.vipList',
        icon: 'crown',
        built: true,
      }),
      route({
        name: 'ConsumeCoinList',
        path: '/consume/coin-list',
        i18nKey: 'menu.consume.coinList',
        icon: 'bank-account',
        built: true,
      }),
      route({
        name: 'ConsumeUnlockedList',
        path: '/consume/unlocked-list',
        i18nKey: 'menu.consume.unlockedList',
        icon: 'unlock',
        built: true,
      }),
    ],
  },
  {
    id: 'form',
    i18nKey: 'menu.form',
    icon: 'form',
    order: 3,
    children: [
      route({ name: 'Step', path: '/form/step', i18nKey: 'menu.form.step', roles: [...ADMIN] }),
      route({ name: 'Group', path: '/form/group', i18nKey: 'menu.form.group', roles: [...ADMIN] }),
    ],
  },
  {
    id: 'order',
    i18nKey: 'menu.order',
    icon: 'document',
    order: 4,
    children: [
      route({ name: 'OrderVip', path: '/order/vip', i18nKey: 'menu.order.vip', icon: 'crown', built: true }),
      route({
        name: 'OrderIap',
        path: '/order/iap',
        i18nKey: 'menu.order.iap',
        icon: 'mobile-phone',
        built: true,
      }),
      route({
        name: 'OrderPay',
        path: '/order/pay',
        i18nKey: 'menu.order.pay',
        icon: 'credit-card',
        built: true,
      }),
      route({
        name: 'OrderExchange',
        path: '/order/exchange',
        i18nKey: 'menu.order.exchange',
        icon: 'swap-horizontal',
        built: true,
      }),
      route({
        name: 'OrderPatch',
        path: '/order/patch',
        i18nKey: 'menu.order.patch',
        icon: 'wrench',
        built: true,
      }),
    ],
  },
  {
    id: 'template',
    i18nKey: 'menu.template',
    icon: 'layout-grid',
    order: 4,
    children: [
      route({
        name: 'TemplateList',
        path: '/template/list',
        i18nKey: 'menu.template.list',
        icon: 'layout-grid',
        built: true,
      }),
      route({
        name: 'TemplateCreate',
        path: '/template/create',
        i18nKey: 'menu.template.create',
        icon: 'add',
        built: true,
      }),
      route({
        name: 'TemplateDetail',
        path: '/template/detail',
        i18nKey: 'menu.template.detail',
        hideInMenu: true,
        built: true,
      }),
    ],
  },
  {
    id: 'profile',
    i18nKey: 'menu.profile',
    icon: 'id-number',
    order: 4,
    children: [
      route({ name: 'Basic', path: '/profile/basic', i18nKey: 'menu.profile.basic', hideInMenu: true }),
    ],
  },
  {
    id: 'member',
    i18nKey: 'menu.member',
    icon: 'people',
    order: 5,
    children: [
      route({
        name: 'MemberList',
        path: '/member/list',
        i18nKey: 'menu.member.list',
        icon: 'people',
        built: true,
      }),
      route({
        name: 'MemberPatchCoin',
        path: '/member/patch-coin',
        i18nKey: 'menu.member.patchCoin',
        icon: 'bank-account',
        built: true,
      }),
      route({
        name: 'MemberPatchVip',
        path: '/member/patch-vip',
        i18nKey: 'menu.member.patchVip',
        icon: 'crown',
        built: true,
      }),
    ],
  },
  {
    id: 'result',
    i18nKey: 'menu.result',
    icon: 'tick-circle',
    order: 5,
    children: [
      route({
        name: 'Success',
        path: '/result/success',
        i18nKey: 'menu.result.success',
        roles: [...ADMIN],
        hideInMenu: true,
      }),
      route({
        name: 'Error',
        path: '/result/error',
        i18nKey: 'menu.result.error',
        roles: [...ADMIN],
        hideInMenu: true,
      }),
    ],
  },
  {
    id: 'collection',
    i18nKey: 'menu.collection',
    icon: 'book',
    order: 6,
    children: [
      route({
        name: 'CollectionList',
        path: '/collection/list',
        i18nKey: 'menu.collection.list',
        icon: 'book',
        built: true,
      }),
      route({
        name: 'CollectionDetail',
        path: '/collection/detail',
        i18nKey: 'menu.collection.detail',
        hideInMenu: true,
        built: true,
      }),
    ],
  },
  {
    id: 'exception',
    i18nKey: 'menu.exception',
    icon: 'error',
    order: 6,
    children: [
      route({
        name: 'Exception403',
        path: '/exception/403',
        i18nKey: 'menu.exception.e403',
        hideInMenu: true,
        built: true,
      }),
      route({
        name: 'Exception404',
        path: '/exception/404',
        i18nKey: 'menu.exception.e404',
        hideInMenu: true,
        built: true,
      }),
      route({
        name: 'Exception500',
        path: '/exception/500',
        i18nKey: 'menu.exception.e500',
        hideInMenu: true,
        built: true,
      }),
    ],
  },
  {
    id: 'user',
    i18nKey: 'menu.user',
    icon: 'user',
    order: 100,
    children: [
      route({ name: 'Info', path: '/user/info', i18nKey: 'menu.user.info', icon: 'id-number', built: true }),
      route({ name: 'Setting', path: '/user/setting', i18nKey: 'menu.user.setting', icon: 'cog' }),
    ],
  },
  {
    id: 'points',
    i18nKey: 'menu.points',
    icon: 'dollar',
    order: 1000,
    children: [
      route({
        name: 'PointOverview',
        path: '/task-point/overview',
        i18nKey: 'menu.points.overview',
        icon: 'timeline-line-chart',
        built: true,
      }),
      route({
        name: 'PointList',
        path: '/task-point/list',
        i18nKey: 'menu.points.list',
        icon: 'th',
        built: true,
      }),
    ],
  },
  {
    id: 'checkin',
    i18nKey: 'menu.checkin',
    icon: 'calendar',
    order: 1001,
    children: [
      route({
        name: 'CheckinList',
        path: '/task-checkin/list',
        i18nKey: 'menu.checkin.list',
        icon: 'calendar',
        built: true,
      }),
    ],
  },
  {
    id: 'invite',
    i18nKey: 'menu.invite',
    icon: 'new-person',
    order: 1002,
    children: [
      route({
        name: 'InviteList',
        path: '/task-invite/list',
        i18nKey: 'menu.invite.list',
        icon: 'new-person',
        built: true,
      }),
    ],
  },
  {
    id: 'docs',
    i18nKey: 'menu.docs',
    icon: 'link',
    order: 2000,
    link: 'https://blueprintjs.com/',
    children: [],
  },
  {
    id: 'faq',
    i18nKey: 'menu.faq',
    icon: 'help',
    order: 2001,
    link: 'https://blueprintjs.com/docs/#blueprint/getting-started',
    children: [],
  },
];

/** Menu groups in menu order (stable for ties). */
export function orderedGroups(groups: readonly MenuGroup[] = menuGroups): MenuGroup[] {
  return [...groups].sort((a, b) => a.order - b.order);
}

/** Every protected screen, in menu order. */
export function allRoutes(groups: readonly MenuGroup[] = menuGroups): RouteEntry[] {
  return orderedGroups(groups).flatMap((g) => g.children);
}

/** The route with this name, among all screens and public routes. */
export function routeByName(name: string): RouteEntry | undefined {
  return [...allRoutes(), ...publicRoutes].find((r) => r.name === name);
}

/** The screen at this exact path. */
export function routeByPath(path: string): RouteEntry | undefined {
  return [...allRoutes(), ...publicRoutes.filter((r) => r.path !== '/*')].find((r) => r.path === path);
}
