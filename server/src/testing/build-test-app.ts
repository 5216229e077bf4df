import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type BuildAppOptions, buildApp } from '../app.js';
import { type Database, openDatabase, PGLITE_EXTENSIONS } from '../db/client.js';
import { DEMO_OPERATORS } from '../modules/demo/operators.js';
import { copyTemplate, dropDatabase, freshPgDatabase, PG_SUITE_URL } from './pg-databases.js';
import { buildTemplate, readTemplate } from './pg-template.js';

/** A test app on its own fresh, migrated and seeded database (in-memory PGlite, or PostgreSQL in project server-pg). */
export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Signs in as a demo operator (the `nth` of the role: 1 is the second admin) and returns the access token. */
  login(role: 'admin' | 'user', nth?: number): Promise<string>;
  /** One request under /api as `token` (null: signed out) in `locale`: the status and the JSON body. */
  request: ReturnType<typeof caller>;
  /** One request under /api as `token` in en-US, with extra headers (an Idempotency-Key): the raw answer. */
  inject: ReturnType<typeof injector>;
  close(): Promise<void>;
}

let template: Promise<Blob> | undefined;

function caller(app: FastifyInstance) {
  return async (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    token: string | null,
    body?: unknown,
    locale = 'en-US',
  ) => {
    const res = await app.inject({
      method,
      url: `/api${url}`,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'accept-language': locale },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: res.statusCode, body: res.json() };
  };
}

function injector(app: FastifyInstance) {
  return (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    token: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en-US', ...headers },
      ...(body === undefined ? {} : { payload: body as object }),
    });
}

function templateBlob(): Promise<Blob> {
  if (!template) {
    const path = inject('pgTemplatePath');
    template = path ? Promise.resolve(readTemplate(path)) : buildTemplate();
  }
  return template;
}

/** A copy of the run's template: a PostgreSQL database dropped on close, or an in-memory PGlite. */
async function openTestDatabase(): Promise<Database> {
  if (PG_SUITE_URL) {
    const server = PG_SUITE_URL;
    const copy = await copyTemplate(server, inject('pgTemplateDatabase'));
    const database = await openDatabase({ url: copy.url });
    let closing: Promise<void> | undefined;
    return {
      ...database,
      close() {
        closing ??= database.close().then(() => dropDatabase(server, copy.name));
        return closing;
      },
    };
  }
  const pglite = await PGlite.create({ loadDataDir: await templateBlob(), extensions: PGLITE_EXTENSIONS });
  return openDatabase({ pglite });
}

/**
 * Builds the app on a copy of the per-run template database (see global-setup.ts); cheap enough
 * to give every test its own. `extraModules` adds route plugins under /api (e.g. test-only routes).
 */
export async function buildTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  return testAppOn(await openTestDatabase(), opts);
}

/** What a test app may be built with. */
export type TestAppOptions = Pick<
  BuildAppOptions,
  'env' | 'extraModules' | 'onRoute' | 'readiness' | 'loggerInstance' | 'serverFactory'
>;

/**
 * A test app on a file's own real PostgreSQL database, migrated and seeded with `size` demo members
 * and orders (freshPgDatabase), dropped on close; `t.database.url` is its address.
 */
export async function buildPgTestApp(
  serverUrl: string | undefined,
  size: { members: number; orders: number },
  opts: TestAppOptions = {},
): Promise<TestApp & { database: Database & { url: string } }> {
  const database = await freshPgDatabase(serverUrl, size);
  try {
    return { ...(await testAppOn(database, opts)), database };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** The app on `database`, with sign-in and request helpers; closing it closes the database too. */
async function testAppOn(database: Database, opts: TestAppOptions): Promise<TestApp> {
  const app = await buildApp({ ...opts, database, webRoot: null });
  return {
    app,
    database,
    async login(role, nth = 0) {
      const operator = DEMO_OPERATORS.filter((o) => o.role === role)[nth];
      if (!operator) throw new Error(`No demo operator with role ${role}`);
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        payload: { phone: operator.phone, password: operator.password },
      });
      const body = res.json() as { data?: { accessToken?: string } };
      if (res.statusCode !== 200 || !body.data?.accessToken) {
        throw new Error(`login as ${role} failed: ${res.statusCode} ${res.body}`);
      }
      return body.data.accessToken;
    },
    request: caller(app),
    inject: injector(app),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Runs `use` on an app of its own (built with `opts`) and closes the app after, whatever happens. */
export async function withTestApp<T>(opts: TestAppOptions, use: (t: TestApp) => Promise<T>): Promise<T> {
  const t = await buildTestApp(opts);
  try {
    return await use(t);
  } finally {
    await t.close();
  }
}
