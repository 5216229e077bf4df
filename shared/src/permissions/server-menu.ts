import type { MenuNode } from '../schemas/menu.js';

/**
 * With menu-from-server on (spec §6), a route is allowed only when its name is in the server menu
 * tree (searched breadth-first) or in the whitelist, and the role check passes.
 */
export function isInServerMenu(
  tree: readonly MenuNode[],
  name: string,
  whiteList: readonly string[],
): boolean {
  if (whiteList.includes(name)) return true;
  const queue: MenuNode[] = [...tree];
  while (queue.length > 0) {
    const node = queue.shift()!;
    if (node.name === name) return true;
    if (node.children) queue.push(...node.children);
  }
  return false;
}

/** The server-menu guard decision: in the tree (or whitelisted) and permitted. */
export function allowedByServerMenu(
  tree: readonly MenuNode[],
  name: string,
  whiteList: readonly string[],
  permitted: boolean,
): boolean {
  return permitted && isInServerMenu(tree, name, whiteList);
}
