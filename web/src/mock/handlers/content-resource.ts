import { translate } from '@opsdeck/shared/i18n';
import type { Resource } from '@opsdeck/shared/resources';
import { is, page } from '../http/paging.ts';
import { bodyOf, localeOf, MockHttpError, ok, parseOr400, queryOf } from '../http/reply.ts';
import type { Router } from './router.ts';

interface Row {
  id: number;
  status: string;
  updatedAt: string;
}

/**
 * One content resource of the mock, from its shared declaration (the path under /admin and the
 * schemas the server's routes use), with its rows and what differs (filter, building a row, applying
 * an edit).
 */
export interface MockResource<R extends Row> {
  /** The shared declaration: `categories` → /admin/categories…, and the bodies' schemas. */
  resource: Resource;
  /** i18n key under `content.resources.` for error texts. */
  key: string;
  rows: () => R[];
  defaultSort: string;
  filter: (row: R, query: Record<string, unknown>) => boolean;
  build: (body: Record<string, unknown>, id: number, now: string) => R;
  /** A row as lists show it (default: as kept). */
  view?: (row: R) => unknown;
  /** A row as detail, create, update and status answer it (default: as kept). */
  detail?: (row: R) => unknown;
  /** Refuses a delete (e.g. a category still holding wallpapers): an error or undefined. */
  blockDelete?: (row: R) => MockHttpError | undefined;
  /** Refuses a create/update (e.g. a taken slug). */
  check?: (body: Record<string, unknown>, self: R | undefined) => MockHttpError | undefined;
}

/** A list's query as its filters read it (parsed by the resource's list schema). */
export type ListQuery = Record<string, unknown>;

/** True when there is no search `q`, or it is part of `text` (any case) or of one of the `codes` (a slug). */
export const searched = (q: ListQuery, text: string, ...codes: string[]): boolean =>
  q.q === undefined ||
  text.toLowerCase().includes(String(q.q).toLowerCase()) ||
  codes.some((code) => code.includes(String(q.q)));

/** A time strictly after `previous`, so two edits in one millisecond still differ (stale checks). */
function nextStamp(previous: string): string {
  const now = Date.now();
  return new Date(Math.max(now, Date.parse(previous) + 1)).toISOString();
}

/** list / get / create / update (PATCH with updatedAt) / status / bulk-status / delete. */
export function contentResourceHandlers<R extends Row>({ on }: Router, def: MockResource<R>): void {
  const schemas = def.resource.schemas;
  const base = `/admin/${def.resource.path}`;
  const view = (row: R) => (def.view ? def.view(row) : row);
  const detail = (row: R) => (def.detail ? def.detail(row) : row);
  const find = (request: Request, raw: unknown): R => {
    const id = Number(raw);
    const row = def.rows().find((r) => r.id === id);
    if (!row) {
      const resource = translate(localeOf(request), `content.resources.${def.key}`);
      throw new MockHttpError(404, 'content.errors.notFound', { params: { resource, id: raw } });
    }
    return row;
  };
  const stale = (request: Request, row: R, readAt: string | undefined) => {
    if (readAt === undefined || Date.parse(readAt) === Date.parse(row.updatedAt)) return;
    const locale = localeOf(request);
    const resource = translate(locale, `content.resources.${def.key}`);
    const params = {
      field: translate(locale, 'fields.updatedAt'),
      resource: locale === 'en-US' ? resource.toLowerCase() : resource,
      time: row.updatedAt,
    };
    throw new MockHttpError(409, 'content.errors.stale', {
      params,
      details: [{ field: 'updatedAt', rule: 'stale', message: '' }],
    });
  };

  on('get', base, ['*'], ({ request }) => {
    const q = parseOr400(request, schemas.listQuery, queryOf(request)) as {
      current: number;
      pageSize: number;
      sort?: string;
    } & Record<string, unknown>;
    const found = page(
      def.rows().filter((r) => def.filter(r, q)),
      q,
      def.defaultSort,
    );
    return ok({ ...found, list: found.list.map(view) });
  });

  on('get', `${base}/:id`, ['*'], ({ request, params }) => ok(detail(find(request, params.id))));

  on('post', base, ['*'], async ({ request }) => {
    const body = parseOr400(request, schemas.create, await bodyOf(request)) as Record<string, unknown>;
    const refused = def.check?.(body, undefined);
    if (refused) throw refused;
    const rows = def.rows();
    const row = def.build(body, Math.max(0, ...rows.map((r) => r.id)) + 1, new Date().toISOString());
    rows.push(row);
    return ok(detail(row));
  });

  on('patch', `${base}/:id`, ['*'], async ({ request, params }) => {
    const row = find(request, params.id);
    const body = parseOr400(request, schemas.update, await bodyOf(request)) as Record<string, unknown>;
    stale(request, row, body.updatedAt as string);
    const refused = def.check?.(body, row);
    if (refused) throw refused;
    const { updatedAt: _read, ...changes } = body;
    Object.assign(row, changes, { updatedAt: nextStamp(row.updatedAt) });
    return ok(detail(row));
  });

  on('post', `${base}/:id/status`, ['*'], async ({ request, params }) => {
    const row = find(request, params.id);
    const body = parseOr400(request, schemas.status, await bodyOf(request)) as {
      status: string;
      updatedAt?: string;
    };
    stale(request, row, body.updatedAt);
    Object.assign(row, { status: body.status, updatedAt: nextStamp(row.updatedAt) });
    return ok(detail(row));
  });

  on('post', `${base}/bulk-status`, ['*'], async ({ request }) => {
    const body = parseOr400(request, schemas.bulkStatus, await bodyOf(request)) as {
      ids: number[];
      status: string;
    };
    const ids: number[] = [];
    const missing: number[] = [];
    for (const id of body.ids) {
      const row = def.rows().find((r) => r.id === id);
      if (!row) missing.push(id);
      else {
        Object.assign(row, { status: body.status, updatedAt: nextStamp(row.updatedAt) });
        ids.push(id);
      }
    }
    return ok({ updated: ids.length, ids, missing });
  });

  on('delete', `${base}/:id`, ['*'], ({ request, params }) => {
    const row = find(request, params.id);
    const refused = def.blockDelete?.(row);
    if (refused) throw refused;
    const rows = def.rows();
    rows.splice(rows.indexOf(row), 1);
    return ok({ id: row.id, deleted: true as const });
  });
}

/**
 * A titled page (title, slug, order, online status: topics, wallpaper topics, collections): in its
 * `sort` order unless asked, `q` searching the title and the slug, filtered by status.
 */
export function titledResourceHandlers<R extends Row & { title: string; slug: string }>(
  router: Router,
  def: Omit<MockResource<R>, 'defaultSort' | 'filter'>,
): void {
  contentResourceHandlers<R>(router, {
    defaultSort: 'sort:asc',
    filter: (row, q) => searched(q, row.title, row.slug) && is(q, 'status', row.status),
    ...def,
  });
}
