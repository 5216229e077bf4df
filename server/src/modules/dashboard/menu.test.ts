import { allRoutes, buildMenuTree, orderedGroups } from '@opsdeck/shared/catalogue';
import { canAccessRoute } from '@opsdeck/shared/permissions';
import type { MenuNode } from '@opsdeck/shared/schemas';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const menu = async (role: 'admin' | 'user') => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/dashboard/user/menu',
    headers: { authorization: `Bearer ${await t.login(role)}` },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as MenuNode[];
};

function leaves(tree: MenuNode[]): MenuNode[] {
  return tree.flatMap((n) => (n.children ? leaves(n.children) : [n]));
}

test('the menu is the shared catalogue tree for the caller’s role', async () => {
  const admin = await menu('admin');
  const user = await menu('user');
  expect(admin).toEqual(JSON.parse(JSON.stringify(buildMenuTree('admin'))));
  expect(user).toEqual(JSON.parse(JSON.stringify(buildMenuTree('user'))));
  expect(admin.length).toBeGreaterThan(0);
});

/** The catalogue's admin-only routes, built or not. */
const adminOnly = allRoutes().filter((r) => !r.roles.includes('*') && !r.roles.includes('user'));

/** Every menu group with every route as if built, so admin-only routes are in play. */
const allBuilt = () =>
  orderedGroups().map((g) => ({ ...g, children: g.children.map((r) => ({ ...r, built: true })) }));

test('a user never gets an admin-only route', async () => {
  expect(adminOnly.length).toBeGreaterThan(0);
  const user = await menu('user');
  const names = leaves(user).map((n) => n.name);
  for (const node of leaves(user)) {
    const roles = node.meta.roles ?? [];
    expect(roles.length === 0 || roles.includes('*') || roles.includes('user')).toBe(true);
  }
  for (const r of adminOnly) {
    expect(canAccessRoute(r, 'user')).toBe(false);
    expect(canAccessRoute(r, 'admin')).toBe(true);
    expect(names).not.toContain(r.name);
  }
  // the tree the server answers keeps them from a user once they are built, and shows them to an admin
  const userBuilt = leaves(buildMenuTree('user', allBuilt())).map((n) => n.name);
  const adminBuilt = leaves(buildMenuTree('admin', allBuilt())).map((n) => n.name);
  for (const r of adminOnly) {
    expect(userBuilt).not.toContain(r.name);
    expect(adminBuilt).toContain(r.name);
  }
});

test('no token, no menu', async () => {
  const res = await t.app.inject({ method: 'POST', url: '/api/dashboard/user/menu' });
  expect(res.statusCode).toBe(401);
});
