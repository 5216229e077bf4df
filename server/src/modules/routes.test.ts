import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app.js';

/** Every /api route of the real app, as Fastify registers it. */
const routes: RouteOptions[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    onRoute: (route) => {
      if (route.url.startsWith('/api/') && route.method !== 'HEAD') routes.push(route);
    },
  });
  await t.app.ready();
});
afterAll(() => t.close());

const nameOf = (r: RouteOptions) => `${[r.method].flat().join(',')} ${r.url}`;

describe('every /api endpoint is registered completely', () => {
  test('the app has its endpoints (so the checks below mean something)', () => {
    expect(routes.length).toBeGreaterThan(50);
  });

  test('each declares who may call it: roles, or public', () => {
    const config = (r: RouteOptions) => (r.config ?? {}) as { roles?: unknown; public?: unknown };
    const bare = routes.filter((r) => {
      const { roles, public: open } = config(r);
      return open !== true && !(Array.isArray(roles) && roles.length > 0);
    });
    expect(bare.map(nameOf)).toEqual([]);
  });

  test('each declares the schema of its success answer', () => {
    const missing = routes.filter((r) => {
      const response = (r.schema?.response ?? {}) as Record<string, unknown>;
      return !Object.keys(response).some((code) => /^2(\d\d|xx)$/.test(code));
    });
    expect(missing.map(nameOf)).toEqual([]);
  });
});
