import { buildMenuTree } from '@opsdeck/shared/catalogue';
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

test('a user never gets an admin-only route', async () => {
  const user = await menu('user');
  for (const node of leaves(user)) {
    const roles = node.meta.roles ?? [];
    expect(roles.length === 0 || roles.includes('*') || roles.includes('user')).toBe(true);
  }
  // once an admin-only screen is built the trees differ; until then they may coincide
  const adminOnlyBuilt = leaves(buildMenuTree('admin')).some(
    (n) => n.meta.roles?.length && !n.meta.roles.includes('*') && !n.meta.roles.includes('user'),
  );
  if (adminOnlyBuilt) expect(await menu('admin')).not.toEqual(user);
});

test('no token, no menu', async () => {
  const res = await t.app.inject({ method: 'POST', url: '/api/dashboard/user/menu' });
  expect(res.statusCode).toBe(401);
});
