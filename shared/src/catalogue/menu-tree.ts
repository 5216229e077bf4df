import { canAccessRoute } from '../permissions/route-access.js';
import type { MenuNode } from '../schemas/menu.js';
import { orderedGroups } from './routes.js';
import type { MenuGroup, Role, RouteEntry } from './types.js';

function nodeOf(r: RouteEntry): MenuNode {
  return {
    path: r.path,
    name: r.name,
    meta: {
      locale: r.i18nKey,
      requiresAuth: r.requiresAuth,
      icon: r.icon,
      roles: [...r.roles],
      ...(r.hideInMenu ? { hideInMenu: true } : {}),
    },
  };
}

/**
 * The menu tree for a role, in menu order: groups with the built routes the role may open
 * (hidden ones included, flagged hideInMenu, so a menu-from-server guard still admits them),
 * groups left empty dropped, external links kept. `/dashboard/user/menu` answers this.
 */
export function buildMenuTree(role: Role | '', groups: readonly MenuGroup[] = orderedGroups()): MenuNode[] {
  const tree: MenuNode[] = [];
  for (const g of orderedGroups(groups)) {
    if (g.link) {
      tree.push({
        path: g.link,
        name: g.id,
        meta: { locale: g.i18nKey, requiresAuth: false, icon: g.icon, order: g.order, link: g.link },
      });
      continue;
    }
    const children = g.children.filter((r) => r.built && canAccessRoute(r, role)).map(nodeOf);
    if (children.length === 0) continue;
    tree.push({
      path: `/${g.id}`,
      name: g.id,
      meta: { locale: g.i18nKey, requiresAuth: true, icon: g.icon, order: g.order },
      children,
    });
  }
  return tree;
}
