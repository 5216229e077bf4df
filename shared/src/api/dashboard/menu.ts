import type { MenuNode } from '../../schemas/menu.js';
import type { ApiClient } from '../client.js';

/** POST /dashboard/user/menu: the menu tree for the caller's role. */
export function getUserMenu(client: ApiClient): Promise<MenuNode[]> {
  return client.request<MenuNode[]>({ method: 'POST', url: '/dashboard/user/menu' });
}
