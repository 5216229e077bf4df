import type { Resource, ResourceSchemas } from '@opsdeck/shared/resources';
import {
  type BulkStatusResult,
  bulkStatusResultSchema,
  contentIdParamsSchema,
  type DeleteResult,
  deleteResultSchema,
  type Page,
  pageSchema,
} from '@opsdeck/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { type AnyRoute, route, routesOf } from '../../http/routes.js';
import { type ContentCtx, ctxOf } from './context.js';

type Out<R extends Resource, K extends keyof ResourceSchemas> = z.output<R['schemas'][K]>;

/** The service functions behind a content resource declared in shared (`@opsdeck/shared/resources`). */
export interface ResourceDef<R extends Resource> {
  resource: R;
  list(db: Db, query: Out<R, 'listQuery'>): Promise<Page<unknown>>;
  get(db: Db, ctx: ContentCtx, id: number): Promise<unknown>;
  create(db: Db, ctx: ContentCtx, body: Out<R, 'create'>): Promise<unknown>;
  update(db: Db, ctx: ContentCtx, id: number, body: Out<R, 'update'>): Promise<unknown>;
  setStatus(db: Db, ctx: ContentCtx, id: number, body: Out<R, 'status'>): Promise<unknown>;
  bulkStatus(db: Db, ctx: ContentCtx, body: Out<R, 'bulkStatus'>): Promise<BulkStatusResult>;
  remove(db: Db, ctx: ContentCtx, id: number): Promise<DeleteResult>;
}

/**
 * The routes plugin of a declared content resource, tagged with its path: the seven routes under
 * /admin/<path> (list, detail, create, update (PATCH with `updatedAt`), status, bulk status, delete)
 * for any signed-in role (spec §6), parsed with the shared schemas, then the resource's `more` routes.
 */
export function resourceRoutes<R extends Resource>(
  def: ResourceDef<R>,
  more: readonly AnyRoute[] = [],
): FastifyPluginAsync {
  const { path, schemas } = def.resource;
  const base = `/admin/${path}`;
  const params = contentIdParamsSchema;
  const detail = schemas.detail;
  /** A change of one row (`/:id<suffix>`) with a body, answering the row's detail. */
  const change = <K extends 'update' | 'status'>(
    method: 'PATCH' | 'POST',
    suffix: string,
    body: K,
    run: (db: Db, ctx: ContentCtx, id: number, body: Out<R, K>) => Promise<unknown>,
  ) =>
    route({
      method,
      url: `${base}/:id${suffix}`,
      params,
      body: schemas[body],
      response: detail,
      handler: (call) => run(call.db, ctxOf(call.request), call.params.id, call.body as Out<R, K>),
    });
  return routesOf(path, [
    route({
      url: base,
      query: schemas.listQuery,
      response: pageSchema(schemas.row),
      handler: ({ db, query }) => def.list(db, query as Out<R, 'listQuery'>),
    }),
    route({
      url: `${base}/:id`,
      params,
      response: detail,
      handler: ({ db, params, request }) => def.get(db, ctxOf(request), params.id),
    }),
    route({
      method: 'POST',
      url: base,
      body: schemas.create,
      response: detail,
      handler: ({ db, body, request }) => def.create(db, ctxOf(request), body as Out<R, 'create'>),
    }),
    change('PATCH', '', 'update', def.update),
    change('POST', '/status', 'status', def.setStatus),
    route({
      method: 'POST',
      url: `${base}/bulk-status`,
      body: schemas.bulkStatus,
      response: bulkStatusResultSchema,
      handler: ({ db, body, request }) => def.bulkStatus(db, ctxOf(request), body as Out<R, 'bulkStatus'>),
    }),
    route({
      method: 'DELETE',
      url: `${base}/:id`,
      params,
      response: deleteResultSchema,
      handler: ({ db, params, request }) => def.remove(db, ctxOf(request), params.id),
    }),
    ...more,
  ]);
}
