import { afterAll, beforeAll } from 'vitest';
import { buildPgTestApp, buildTestApp, type TestApp } from './build-test-app.js';

/**
 * A test file's shared fixture: `build` runs before the file's tests and the value is closed after
 * them. The returned handle stands for the value (`t.request(...)`, `t.database`), so a file writes
 * `const t = suiteFixture(...)` instead of a `let` with its own beforeAll and afterAll.
 */
export function suiteFixture<T extends { close(): Promise<void> }>(build: () => Promise<T>): T {
  let value: T | undefined;
  beforeAll(async () => {
    value = await build();
  });
  afterAll(() => value?.close());
  return new Proxy({} as T, {
    get(_, key) {
      if (!value) throw new Error('the suite fixture is built in beforeAll: use it inside a test or hook');
      const member = Reflect.get(value, key);
      return typeof member === 'function' ? member.bind(value) : member;
    },
  });
}

/** The file's test app (see buildTestApp). */
export function testApp(opts: Parameters<typeof buildTestApp>[0] = {}): TestApp {
  return suiteFixture(() => buildTestApp(opts));
}

/**
 * The file's test app on a real PostgreSQL database of its own (see buildPgTestApp), for the suites
 * that run when OPSDECK_TEST_DATABASE_URL names a server.
 */
export function pgTestApp(
  ...args: Parameters<typeof buildPgTestApp>
): Awaited<ReturnType<typeof buildPgTestApp>> {
  return suiteFixture(() => buildPgTestApp(...args));
}

/** A test app with the admin and the user demo operators signed in. */
export interface SignedInApp extends TestApp {
  admin: string;
  user: string;
}

/** The file's test app (see buildTestApp), with `admin` and `user` tokens. */
export function signedInApp(opts: Parameters<typeof buildTestApp>[0] = {}): SignedInApp {
  return suiteFixture(async () => {
    const t = await buildTestApp(opts);
    const [admin, user] = await Promise.all([t.login('admin'), t.login('user')]);
    return { ...t, admin, user };
  });
}

/** A signed-in test app with the second demo admin signed in too (four-eyes approvals). */
export interface FourEyesApp extends SignedInApp {
  admin2: string;
}

/** The file's test app (see buildTestApp), with `admin`, `admin2` (another admin) and `user` tokens. */
export function fourEyesApp(opts: Parameters<typeof buildTestApp>[0] = {}): FourEyesApp {
  return suiteFixture(async () => {
    const t = await buildTestApp(opts);
    const [admin, admin2, user] = await Promise.all([t.login('admin'), t.login('admin', 1), t.login('user')]);
    return { ...t, admin, admin2, user };
  });
}
