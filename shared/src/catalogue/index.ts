export { actionEntries } from './actions.js';
export { contentActionEntries } from './actions-content.js';
export { reissueActionEntries } from './actions-reissue.js';
export { reissueJobActionEntries } from './actions-reissue-jobs.js';
export { taskActionEntries } from './actions-tasks.js';
export { CLI_PROGRAM, type CliArgValue, cliCommandLine, cliFlagOf, shellQuote } from './cli-command.js';
export { buildMenuTree } from './menu-tree.js';
export { resourceTitleKey } from './route-entry.js';
export {
  allRoutes,
  DEFAULT_ROUTE_NAME,
  DEFAULT_ROUTE_PATH,
  menuGroups,
  orderedGroups,
  publicRoutes,
  type RoutePath,
  routeByName,
  routeByPath,
  WHITE_LIST,
} from './routes.js';
export {
  type AppSettings,
  DEFAULT_SETTINGS,
  parseThemeColor,
  SETTINGS_DRAWER_WIDTH,
  settingEntries,
  THEME_COLOR_PRESETS,
} from './settings.js';
export {
  actionShortcuts,
  bindShortcuts,
  chordMatches,
  createSequenceMatcher,
  isModifierPress,
  type KeyChord,
  type KeyPress,
  parseChord,
  parseShortcut,
  routeShortcuts,
  SEQUENCE_LEADER,
  SEQUENCE_TIMEOUT_MS,
  type SequenceStep,
  type ShortcutBinding,
  shortcutKeyCaps,
  shortcutOfAction,
  shortcutOfRoute,
} from './shortcuts.js';
export type {
  ActionEntry,
  ActionRisk,
  ActionRunOptions,
  MenuGroup,
  Role,
  RoleOrAny,
  RouteEntry,
  SettingEntry,
} from './types.js';
