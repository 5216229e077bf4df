import type { z } from 'zod';

/** The schemas of a content resource, all from shared/src/schemas/content. */
export interface ResourceSchemas {
  /** A list row. */
  row: z.ZodType;
  /** What detail, create, update and status answer (the row unless the resource has more). */
  detail: z.ZodType;
  listQuery: z.ZodType;
  create: z.ZodType;
  update: z.ZodType;
  status: z.ZodType;
  bulkStatus: z.ZodType;
}

/**
 * A content resource, declared once: its URL segment under /admin (also its OpenAPI tag) and its
 * schemas. The shared fetchers (api/resource.ts) and the server's seven routes
 * (server modules/content/resource-routes.ts) are derived from it: list `GET /admin/<path>`, detail
 * `GET /admin/<path>/{id}`, create `POST /admin/<path>`, update `PATCH /admin/<path>/{id}`, status
 * `POST /admin/<path>/{id}/status`, bulk status `POST /admin/<path>/bulk-status` and delete
 * `DELETE /admin/<path>/{id}`.
 */
export interface Resource<S extends ResourceSchemas = ResourceSchemas, P extends string = string> {
  path: P;
  schemas: S;
}

type Declared = Omit<ResourceSchemas, 'detail'> & { detail?: z.ZodType };
type Completed<D extends Declared> = Omit<D, 'detail'> & {
  detail: D['detail'] extends z.ZodType ? D['detail'] : D['row'];
};

/** Declares a content resource; `detail` defaults to `row`. Its path keeps its literal type. */
export function defineResource<const P extends string, const D extends Declared>(
  path: P,
  schemas: D,
): Resource<Completed<D>, P> {
  return { path, schemas: { ...schemas, detail: schemas.detail ?? schemas.row } as Completed<D> };
}

/** The types a resource's calls take and answer. */
export type RowOf<R extends Resource> = z.output<R['schemas']['row']>;
export type DetailOf<R extends Resource> = z.output<R['schemas']['detail']>;
