import {
  type ActionEntry,
  type MenuGroup,
  menuGroups,
  type Role,
  type RouteEntry,
  type SettingEntry,
  shortcutOfAction,
  shortcutOfRoute,
} from '@opsdeck/shared/catalogue';
import { canAccessRoute, isVisibleTo } from '@opsdeck/shared/permissions';
import { sectionOf } from '../../../lib/route-links.ts';
import { PALETTE_GROUPS, type PaletteItem, type ReadingOf, searchDocOf } from './palette-item.ts';

/** What the palette index is built from: the role, the language and the catalogue. */
export interface PaletteIndexInput {
  /** The role in effect; no role (signed out) indexes nothing. */
  role: Role | '';
  /** The text of a catalogue i18n key in the current language (group keys read their `_`). */
  t: (key: string) => string;
  /** The routes that have a screen, in menu order. */
  builtRoutes: readonly RouteEntry[];
  actions: readonly ActionEntry[];
  settings: readonly SettingEntry[];
  /** True when the console can run the action (it has an implementation); default: all. */
  canRun?: (action: ActionEntry) => boolean;
  /** The menu groups, for a route's second line; default: the catalogue's. */
  groups?: readonly MenuGroup[];
  /**
   * A key's titles in every language the search should match (English words while the console is
   * in Chinese); default: the current language's only. The palette passes `allLanguageTitles`, which
   * loads the other language; the shortcuts don't need it.
   */
  titles?: (key: string) => string[];
  /** The pinyin of a Chinese text (the palette's `readingOf`), so `huiyuan` and `hy` find 会员. */
  pinyin?: ReadingOf;
}

/**
 * A screen the palette leaves out although the role may open it: the exception pages (403, 404,
 * 500) and detail screens that show one record named in their URL (nothing to show without it).
 */
export function isDeadEnd(route: Pick<RouteEntry, 'path'>): boolean {
  return (
    route.path.startsWith(sectionOf('/exception/403')) ||
    route.path.includes('/:') ||
    /\/detail(\/|$)/.test(route.path)
  );
}

/** A route the role may open: a screen that needs sign-in and lists the role (or any role). */
export function routeAllowed(route: RouteEntry, role: Role | ''): boolean {
  return !!role && route.built && route.requiresAuth && canAccessRoute(route, role);
}

/** An action or setting the role may use. */
export function entryAllowed(entry: { roles: readonly string[] }, role: Role | ''): boolean {
  return !!role && isVisibleTo([...entry.roles], role);
}

/**
 * The palette's items for ONE role, in the current language: every route with a screen the role
 * may open (hidden ones included, dead ends not: `isDeadEnd`), every action the role may use that the console can run, and
 * every setting the role may change. Titles of every language, the catalogue keywords and CLI words
 * are search words, so a search in either language finds an item. Pure: derive it again when the
 * role or the language changes.
 */
export function buildPaletteIndex(input: PaletteIndexInput): PaletteItem[] {
  const { role, t } = input;
  if (!role) return [];
  const allTitles = input.titles ?? ((key: string) => [t(key)]);
  const groupOf = new Map<string, MenuGroup>();
  for (const g of input.groups ?? menuGroups) for (const r of g.children) groupOf.set(r.name, g);

  const pinyin = input.pinyin;
  const routes = input.builtRoutes
    .filter((r) => routeAllowed(r, role) && !isDeadEnd(r))
    .map((r): PaletteItem => {
      const group = groupOf.get(r.name);
      const title = t(r.i18nKey);
      const groupTitles = group ? allTitles(group.i18nKey) : [];
      const hint = group ? `${t(group.i18nKey)} · ${r.path}` : r.path;
      // the second line (menu group and path) is searched as keywords are, below a title in any
      // language: in Chinese `reissue co` found the jobs page by its path (/member/reissue-jobs) as
      // strongly as "Re-issue coins to a member" by its English title
      const keywords = [...(r.keywords ?? []), ...groupTitles, r.path, r.name, hint];
      return {
        id: `route:${r.name}`,
        group: PALETTE_GROUPS.routes,
        groupLabel: t(PALETTE_GROUPS.routes),
        title,
        hint,
        ...(r.icon || group ? { icon: r.icon ?? group?.icon } : {}),
        keywords,
        ...optional('shortcut', shortcutOfRoute(r.name)),
        roles: r.roles,
        target: { type: 'route', name: r.name, path: r.path },
        search: searchDocOf(title, allTitles(r.i18nKey), keywords, pinyin),
      };
    });

  const canRun = input.canRun ?? (() => true);
  const actions = input.actions
    .filter((a) => entryAllowed(a, role) && canRun(a))
    .map((a): PaletteItem => {
      const title = t(a.i18nKey);
      const cliWords = a.cli ? [`opsdeck ${a.cli.join(' ')}`] : [];
      const keywords = [...(a.keywords ?? []), ...allTitles(a.groupKey), ...cliWords];
      return {
        id: `action:${a.id}`,
        group: a.groupKey,
        groupLabel: t(a.groupKey),
        title,
        ...optional('icon', a.icon),
        keywords,
        ...optional('shortcut', shortcutOfAction(a)),
        risk: a.risk,
        ...optional('cli', a.cli),
        roles: a.roles,
        target: { type: 'action', id: a.id, hasArgs: a.args !== undefined },
        search: searchDocOf(title, allTitles(a.i18nKey), keywords, pinyin),
      };
    });

  const settings = input.settings
    .filter((s) => entryAllowed(s, role))
    .map((s): PaletteItem => {
      const title = t(s.i18nKey);
      const keywords = [...allTitles(PALETTE_GROUPS.settings), 'settings', 'setting', s.key];
      return {
        id: `setting:${s.id}`,
        group: PALETTE_GROUPS.settings,
        groupLabel: t(PALETTE_GROUPS.settings),
        title,
        icon: s.type === 'boolean' ? 'settings' : 'cog',
        keywords,
        roles: s.roles,
        target: {
          type: 'setting',
          id: s.id,
          key: s.key,
          settingType: s.type,
          ...optional('min', s.min),
          ...optional('max', s.max),
        },
        search: searchDocOf(title, allTitles(s.i18nKey), keywords, pinyin),
      };
    });

  return [...routes, ...actions, ...settings];
}

/** `{ [name]: value }` when the value is there, else nothing (exactOptionalPropertyTypes-friendly). */
function optional<K extends string, V>(name: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [name]: value }) as { [P in K]?: V };
}
