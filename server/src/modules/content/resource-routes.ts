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

/** One content resource: its schemas (from shared) and its service functions. */
export interface ResourceDef<
  LQ extends z.ZodType,
  CB extends z.ZodType,
  UB extends z.ZodType,
  SB extends z.ZodType,
  BB extends z.ZodType,
> {
  /** URL segment under /admin, e.g. 'wallpaper-topics'. */
  path: string;
  /** OpenAPI tag. */
  tag: string;
  /** A list row. */
  row: z.ZodType;
  /** What detail, create, update and status answer (defaults to `row`). */
  detail?: z.ZodType;
  schemas: { listQuery: LQ; create: CB; update: UB; status: SB; bulkStatus: BB };
  list(db: Db, query: z.output<LQ>): Promise<Page<unknown>>;
  get(db: Db, ctx: ContentCtx, id: number): Promise<unknown>;
  create(db: Db, ctx: ContentCtx, body: z.output<CB>): Promise<unknown>;
  update(db: Db, ctx: ContentCtx, id: number, body: z.output<UB>): Promise<unknown>;
  setStatus(db: Db, ctx: ContentCtx, id: number, body: z.output<SB>): Promise<unknown>;
  bulkStatus(db: Db, ctx: ContentCtx, body: z.output<BB>): Promise<BulkStatusResult>;
  remove(db: Db, ctx: ContentCtx, id: number): Promise<DeleteResult>;
}

/**
 * Registers the seven routes of a content resource under /admin/<path>: list, detail, create,
 * update (PATCH with `updatedAt`), status, bulk status and delete. Routes parse with the shared
 * schemas, call the service and reply `ok(data)`.
 */
export function registerResource<
  LQ extends z.ZodType,
  CB extends z.ZodType,
  UB extends z.ZodType,
  SB extends z.ZodType,
  BB extends z.ZodType,
>(app: FastifyInstance, def: ResourceDef<LQ, CB, UB, SB, BB>): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = `/admin/${def.path}`;
  const detail = envelopeSchema(def.detail ?? def.row);
  const tags = [def.tag];
  const params = contentIdParamsSchema;

  api.get(
    base,
    {
      config: ANY_ROLE,
      schema: {
        tags,
        querystring: def.schemas.listQuery,
        response: { 200: envelopeSchema(pageSchema(def.row)) },
      },
    },
    async (request) => ok(await def.list(app.db, request.query as z.output<LQ>)),
  );
  api.get(
    `${base}/:id`,
    { config: ANY_ROLE, schema: { tags, params, response: { 200: detail } } },
    async (request) => ok(await def.get(app.db, ctxOf(request), request.params.id)),
  );
  api.post(
    base,
    { config: ANY_ROLE, schema: { tags, body: def.schemas.create, response: { 200: detail } } },
    async (request) => ok(await def.create(app.db, ctxOf(request), request.body as z.output<CB>)),
  );
  api.patch(
    `${base}/:id`,
    { config: ANY_ROLE, schema: { tags, params, body: def.schemas.update, response: { 200: detail } } },
    async (request) =>
      ok(await def.update(app.db, ctxOf(request), request.params.id, request.body as z.output<UB>)),
  );
  api.post(
    `${base}/:id/status`,
    { config: ANY_ROLE, schema: { tags, params, body: def.schemas.status, response: { 200: detail } } },
    async (request) =>
      ok(await def.setStatus(app.db, ctxOf(request), request.params.id, request.body as z.output<SB>)),
  );
  api.post(
    `${base}/bulk-status`,
    {
      config: ANY_ROLE,
      schema: {
        tags,
        body: def.schemas.bulkStatus,
        response: { 200: envelopeSchema(bulkStatusResultSchema) },
      },
    },
    async (request) => ok(await def.bulkStatus(app.db, ctxOf(request), request.body as z.output<BB>)),
  );
  api.delete(
    `${base}/:id`,
    { config: ANY_ROLE, schema: { tags, params, response: { 200: envelopeSchema(deleteResultSchema) } } },
    async (request) => ok(await def.remove(app.db, ctxOf(request), request.params.id)),
  );
}
