import { type MenuGroup, menuGroups, orderedGroups, type Role } from '@opsdeck/shared/catalogue';
import { canAccessRoute } from '@opsdeck/shared/permissions';
import type { MenuNode } from '@opsdeck/shared/schemas';

/** One clickable screen of the side menu. */
export interface SideMenuItem {
  name: string;
  i18nKey: string;
  icon?: string;
  path: string;
}

/** A top-level entry: a group of screens, or an external link (opens in a new tab). */
export interface SideMenuGroup {
  id: string;
  i18nKey: string;
  icon?: string;
  link?: string;
  children: SideMenuItem[];
}

/**
 * The side menu from the catalogue (screens.md §1.4): groups in menu order (spec §9), screens the
 * role may open and that exist, hidden ones dropped, empty groups dropped, external links kept.
 */
export function localMenu(
  role: Role | '',
  hasScreen: (name: string) => boolean,
  groups: readonly MenuGroup[] = menuGroups,
): SideMenuGroup[] {
  return orderedGroups(groups).flatMap((g): SideMenuGroup[] => {
    if (g.link) return [{ id: g.id, i18nKey: g.i18nKey, icon: g.icon, link: g.link, children: [] }];
    const children = g.children
      .filter((r) => !r.hideInMenu && r.built && hasScreen(r.name) && canAccessRoute(r, role))
      .map((r) => ({ name: r.name, i18nKey: r.i18nKey, icon: r.icon, path: r.path }));
    return children.length > 0 ? [{ id: g.id, i18nKey: g.i18nKey, icon: g.icon, children }] : [];
  });
}

/** The side menu from the server's tree (menu-from-server on), with the same filters. */
export function serverMenu(
  tree: readonly MenuNode[],
  role: Role | '',
  hasScreen: (name: string) => boolean,
): SideMenuGroup[] {
  return tree.flatMap((node): SideMenuGroup[] => {
    const base = { id: node.name, i18nKey: node.meta.locale, icon: node.meta.icon };
    if (node.meta.link) return [{ ...base, link: node.meta.link, children: [] }];
    const children = (node.children ?? [])
      .filter((c) => !c.meta.hideInMenu && hasScreen(c.name) && canAccessRoute(c.meta, role))
      .map((c) => ({ name: c.name, i18nKey: c.meta.locale, icon: c.meta.icon, path: c.path }));
    return children.length > 0 ? [{ ...base, children }] : [];
  });
}

/** The group holding the route with this name. */
export function groupOf(menu: readonly SideMenuGroup[], name: string): SideMenuGroup | undefined {
  return menu.find((g) => g.children.some((c) => c.name === name));
}

/** A menu link that leaves the console: it opens in a new tab, with no opener and no referrer. */
export function newTabLink(href: string) {
  return { href, target: '_blank', rel: 'noopener noreferrer' } as const;
}
