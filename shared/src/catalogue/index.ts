export { actionEntries } from './actions.js';
export { buildMenuTree } from './menu-tree.js';
export {
  allRoutes,
  DEFAULT_ROUTE_NAME,
  DEFAULT_ROUTE_PATH,
  menuGroups,
  orderedGroups,
  publicRoutes,
  routeByName,
  routeByPath,
  WHITE_LIST,
} from './routes.js';
export { type AppSettings, DEFAULT_SETTINGS, SETTINGS_DRAWER_WIDTH, settingEntries } from './settings.js';
export type {
  ActionEntry,
  ActionRisk,
  MenuGroup,
  Role,
  RoleOrAny,
  RouteEntry,
  SettingEntry,
} from './types.js';
