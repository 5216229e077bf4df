import { resourceRoute, route } from './route-entry.js';
import type { MenuGroup } from './types.js';

const categoryGroup = {
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
} satisfies MenuGroup;

const wallpaperGroup = {
  id: 'wallpaper',
  i18nKey: 'menu.wallpaper',
  icon: 'media',
  order: 2,
  children: [
    resourceRoute('wallpaperTopic', {
      name: 'WallpaperTopics',
      path: '/wallpaper/topics',
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
    route({
      name: 'WallpaperDetail',
      path: '/wallpaper/detail',
      i18nKey: 'menu.wallpaper.detail',
      hideInMenu: true,
      built: true,
    }),
  ],
} satisfies MenuGroup;

const topicGroup = {
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
} satisfies MenuGroup;

const consumeGroup = {
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
} satisfies MenuGroup;

const orderGroup = {
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
} satisfies MenuGroup;

const templateGroup = {
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
} satisfies MenuGroup;

const memberGroup = {
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
      i18nKey: 'menu.member.reissueCoins',
      icon: 'bank-account',
      built: true,
    }),
    route({
      name: 'MemberPatchVip',
      path: '/member/patch-vip',
      i18nKey: 'menu.member.reissueVip',
      icon: 'crown',
      built: true,
    }),
    // Re-issue jobs: compensation of every member a filter finds, with live progress and results.
    route({
      name: 'MemberReissueJobs',
      path: '/member/reissue-jobs',
      i18nKey: 'menu.member.reissueJobs',
      icon: 'send-to',
      built: true,
      keywords: [
        're-issue jobs',
        'reissue jobs',
        'bulk re-issue',
        'compensation',
        'jobs',
        '补发任务',
        '批量补发',
        '补偿',
      ],
    }),
  ],
} satisfies MenuGroup;

const collectionGroup = {
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
} satisfies MenuGroup;

const pointsGroup = {
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
} satisfies MenuGroup;

const checkinGroup = {
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
} satisfies MenuGroup;

const inviteGroup = {
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
} satisfies MenuGroup;

/** The business management groups of spec §2 (content, money, members, tasks), keyed by id. */
export const businessGroups = {
  category: categoryGroup,
  wallpaper: wallpaperGroup,
  topic: topicGroup,
  consume: consumeGroup,
  order: orderGroup,
  template: templateGroup,
  member: memberGroup,
  collection: collectionGroup,
  points: pointsGroup,
  checkin: checkinGroup,
  invite: inviteGroup,
};
