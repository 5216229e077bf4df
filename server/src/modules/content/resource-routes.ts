import type { Resource, ResourceSchemas } from '@opsdeck/shared/resources';
import {
  type BulkStatusResult,
  bulkStatusResultSchema,
  contentIdParamsSchema,
  type DeleteResult,
  deleteResultSchema,
  envelopeSchema,
  type Page,
  pageSchema,
} from '@opsdeck/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { ok } from '../../http/envelope.js';
import { type ContentCtx, ctxOf } from './context.js';

/** Business routes allow any signed-in role (spec §6). */
const ANY_ROLE = { roles: ['*' as const] };

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
 * Registers the seven routes of a declared content resource under /admin/<path>: list, detail, create,
 * update (PATCH with `updatedAt`), status, bulk status and delete. Routes parse with the shared
 * schemas, call the service and reply `ok(data)`.
 */
export function registerResource<R extends Resource>(app: FastifyInstance, def: ResourceDef<R>): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { path, schemas } = def.resource;
  const base = `/admin/${path}`;
  const detail = envelopeSchema(schemas.detail);
  const tags = [path];
  const params = contentIdParamsSchema;

  api.get(
    base,
    {
      config: ANY_ROLE,
      schema: {
        tags,
        querystring: schemas.listQuery,
        response: { 200: envelopeSchema(pageSchema(schemas.row)) },
      },
    },
    async (request) => ok(await def.list(app.db, request.query as Out<R, 'listQuery'>)),
  );
  api.get(
    `${base}/:id`,
    { config: ANY_ROLE, schema: { tags, params, response: { 200: detail } } },
    async (request) => ok(await def.get(app.db, ctxOf(request), request.params.id)),
  );
  api.post(
    base,
    { config: ANY_ROLE, schema: { tags, body: schemas.create, response: { 200: detail } } },
    async (request) => ok(await def.create(app.db, ctxOf(request), request.body as Out<R, 'create'>)),
  );
  api.patch(
    `${base}/:id`,
    { config: ANY_ROLE, schema: { tags, params, body: schemas.update, response: { 200: detail } } },
    async (request) =>
      ok(await def.update(app.db, ctxOf(request), request.params.id, request.body as Out<R, 'update'>)),
  );
  api.post(
    `${base}/:id/status`,
    { config: ANY_ROLE, schema: { tags, params, body: schemas.status, response: { 200: detail } } },
    async (request) =>
      ok(await def.setStatus(app.db, ctxOf(request), request.params.id, request.body as Out<R, 'status'>)),
  );
  api.post(
    `${base}/bulk-status`,
    {
      config: ANY_ROLE,
      schema: {
        tags,
        body: schemas.bulkStatus,
        response: { 200: envelopeSchema(bulkStatusResultSchema) },
      },
    },
    async (request) => ok(await def.bulkStatus(app.db, ctxOf(request), request.body as Out<R, 'bulkStatus'>)),
  );
  api.delete(
    `${base}/:id`,
    { config: ANY_ROLE, schema: { tags, params, response: { 200: envelopeSchema(deleteResultSchema) } } },
    async (request) => ok(await def.remove(app.db, ctxOf(request), request.params.id)),
  );
}
