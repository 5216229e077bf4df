import { ADMIN, route } from './route-entry.js';
import type { MenuGroup } from './types.js';

const dashboardGroup = {
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
      built: true,
    }),
  ],
} satisfies MenuGroup;

const visualizationGroup = {
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
      built: true,
    }),
    route({
      name: 'MultiDimensionDataAnalysis',
      path: '/visualization/multi-dimension-data-analysis',
      i18nKey: 'menu.visualization.multiDAnalysis',
      roles: [...ADMIN],
      built: true,
    }),
  ],
} satisfies MenuGroup;

const listGroup = {
  id: 'list',
  i18nKey: 'menu.list',
  icon: 'th-list',
  order: 2,
  children: [
    route({
      name: 'SearchTable',
      path: '/list/search-table',
      i18nKey: 'menu.list.searchTable',
      icon: 'th-filtered',
      hideInMenu: true,
      built: true,
    }),
    // The automation switches: rule presets and services the server consults (admins change them).
    route({
      name: 'Card',
      path: '/list/card',
      i18nKey: 'menu.list.card',
      icon: 'automatic-updates',
      built: true,
      keywords: [
        'automation',
        'switches',
        'rules preset',
        'services',
        '自动化',
        '开关',
        '规则预置',
        '开通服务',
      ],
    }),
  ],
} satisfies MenuGroup;

const formGroup = {
  id: 'form',
  i18nKey: 'menu.form',
  icon: 'form',
  order: 3,
  children: [
    route({
      name: 'Step',
      path: '/form/step',
      i18nKey: 'menu.form.step',
      icon: 'new-link',
      roles: [...ADMIN],
      built: true,
    }),
    route({
      name: 'Group',
      path: '/form/group',
      i18nKey: 'menu.form.group',
      icon: 'video',
      roles: [...ADMIN],
      built: true,
      keywords: ['media parameters', 'encoding', 'frame rate', 'bitrate', '媒体参数', '编码', '帧率', '码率'],
    }),
  ],
} satisfies MenuGroup;

const profileGroup = {
  id: 'profile',
  i18nKey: 'menu.profile',
  icon: 'id-number',
  order: 4,
  children: [
    // The approval process of four-eyes requests (any role; a non-admin sees their own requests).
    route({
      name: 'Basic',
      path: '/profile/basic',
      i18nKey: 'menu.profile.basic',
      hideInMenu: true,
      built: true,
      keywords: ['approvals', 'approval process', 'four eyes', 'pending', '审批', '审批流程', '待审批'],
    }),
  ],
} satisfies MenuGroup;

const resultGroup = {
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
      built: true,
    }),
    route({
      name: 'Error',
      path: '/result/error',
      i18nKey: 'menu.result.error',
      roles: [...ADMIN],
      hideInMenu: true,
      built: true,
    }),
  ],
} satisfies MenuGroup;

const exceptionGroup = {
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
} satisfies MenuGroup;

const userGroup = {
  id: 'user',
  i18nKey: 'menu.user',
  icon: 'user',
  order: 100,
  children: [
    route({ name: 'Info', path: '/user/info', i18nKey: 'menu.user.info', icon: 'id-number', built: true }),
    route({
      name: 'Setting',
      path: '/user/setting',
      i18nKey: 'menu.user.setting',
      icon: 'cog',
      built: true,
      keywords: [
        'user settings',
        'account',
        'profile',
        'security',
        'certification',
        '用户设置',
        '账号安全',
        '实名认证',
      ],
    }),
  ],
} satisfies MenuGroup;

const docsGroup = {
  id: 'docs',
  i18nKey: 'menu.docs',
  icon: 'link',
  order: 2000,
  link: 'https://blueprintjs.com/',
  children: [],
} satisfies MenuGroup;

const faqGroup = {
  id: 'faq',
  i18nKey: 'menu.faq',
  icon: 'help',
  order: 2001,
  link: 'https://blueprintjs.com/docs/#blueprint/getting-started',
  children: [],
} satisfies MenuGroup;

/** The console's own groups (dashboard, template screens, user centre, external links), keyed by id. */
export const consoleGroups = {
  dashboard: dashboardGroup,
  visualization: visualizationGroup,
  list: listGroup,
  form: formGroup,
  profile: profileGroup,
  result: resultGroup,
  exception: exceptionGroup,
  user: userGroup,
  docs: docsGroup,
  faq: faqGroup,
};
