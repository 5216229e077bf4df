import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, UploadResult } from '@opsdeck/shared/schemas';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { queryRows } from '../db/sql.js';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { suiteFixture } from './suite.js';

/** A test app for the content API: its own DATA_DIR (uploads), admin and user tokens, a JSON caller. */
export interface ContentApi extends TestApp {
  dataDir: string;
  admin: string;
  user: string;
  /** A JSON call as admin (or `token`), in `locale` (en-US by default). */
  call(
    method: InjectOptions['method'],
    url: string,
    body?: unknown,
    opts?: { token?: string | null; locale?: string },
  ): Promise<LightMyRequestResponse>;
}

/** Builds the app on a fresh seeded database with a temporary DATA_DIR (removed on close). */
export async function contentApi(
  env: { UPLOAD_MAX_BYTES?: number; UPLOAD_VIDEO_MAX_BYTES?: number; UPLOAD_QUOTA_PER_DAY?: number } = {},
): Promise<ContentApi> {
  const dataDir = mkdtempSync(join(tmpdir(), 'opsdeck-content-'));
  const t = await buildTestApp({ env: { DATA_DIR: dataDir, ...env } });
  const admin = await t.login('admin');
  const user = await t.login('user');
  return {
    ...t,
    dataDir,
    admin,
    user,
    call(method, url, body, opts = {}) {
      const token = opts.token === undefined ? admin : opts.token;
      return t.app.inject({
        method,
        url,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          'accept-language': opts.locale ?? 'en-US',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
    },
    async close() {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A multipart/form-data body with one file part. */
export function multipartBody(
  file: { field?: string; filename: string; type: string; data: Buffer },
  boundary = 'opsdeck-test-boundary',
): { payload: Buffer; headers: Record<string, string> } {
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\n` +
      `Content-Type: ${file.type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file.data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A real image of the given format and size (a gradient, so its bytes differ by `seed`). */
export async function makeImage(
  format: 'png' | 'jpeg' | 'webp',
  width = 64,
  height = 96,
  seed = 1,
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#${(seed * 123457).toString(16).padStart(6, '0').slice(-6)}"/><stop offset="1" stop-color="#165dff"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}

/** Every row of a table (ordered by id) as JSON text: equal before and after means nothing changed. */
export async function snapshot(t: TestApp, table: string): Promise<string> {
  const rows = await queryRows(t.database.db, sql.raw(`SELECT * FROM ${table} ORDER BY 1, 2`));
  return JSON.stringify(rows);
}

/** How many audit_log rows there are (optionally of one action). */
export async function auditCount(t: TestApp, action?: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    action
      ? sql`SELECT count(*)::int AS n FROM audit_log WHERE action = ${action}`
      : sql`SELECT count(*)::int AS n FROM audit_log`,
  );
  return Number(row?.n ?? 0);
}

/** The `data` of a 200 answer (fails loudly otherwise). */
export function dataOf<T>(res: LightMyRequestResponse): T {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return (res.json() as { data: T }).data;
}

/** The file's content API (see contentApi), built before its tests and closed after them. */
export function useContentApi(env: Parameters<typeof contentApi>[0] = {}): ContentApi {
  return suiteFixture(() => contentApi(env));
}

/** The id of a seeded category that holds only `scope` content. */
export async function categoryOnly(t: ContentApi, scope: 'wallpaper' | 'template'): Promise<number> {
  const cats = dataOf<Page<{ id: number; scope: string }>>(
    await t.call('GET', '/api/admin/categories?pageSize=100'),
  ).list;
  const cat = cats.find((c) => c.scope === scope);
  if (!cat) throw new Error(`no seeded category of scope ${scope}`);
  return cat.id;
}

/** Uploads a PNG as admin (POST /api/admin/uploads) and answers the upload's result. */
export async function uploadImage(t: ContentApi, data: Buffer): Promise<UploadResult> {
  const { payload, headers } = multipartBody({ filename: 'w.png', type: 'image/png', data });
  return dataOf<UploadResult>(
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      payload,
      headers: { ...headers, authorization: `Bearer ${t.admin}` },
    }),
  );
}
