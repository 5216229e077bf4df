import type { Locale } from '@opsdeck/shared/i18n';
import { envelopeSchema, type Page, pageSchema, type RoleOrAny } from '@opsdeck/shared/schemas';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import type { TokenScopeRule } from '../types/fastify.js';
import { ok } from './envelope.js';

type Part = z.ZodType | undefined;
type Parsed<S extends Part> = S extends z.ZodType ? z.output<S> : undefined;
type Answers = Record<number, z.ZodType>;

/** What a handler is given: the parsed query, params and body, the database, the request and reply. */
export interface RouteCall<Q extends Part, P extends Part, B extends Part> {
  query: Parsed<Q>;
  params: Parsed<P>;
  body: Parsed<B>;
  db: Db;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * One endpoint: method (GET unless said), URL under /api, who may call it (any signed-in role unless
 * said, or `'public'`), the request parts it parses, the `data` schema of its success answer (200, or
 * `status` when it always answers another, e.g. 202 for a change that waits for approval; any other
 * success status it may answer in `more`), and the handler, which returns that data.
 */
export interface RouteSpec<
  Q extends Part,
  P extends Part,
  B extends Part,
  R extends z.ZodType,
  M extends Answers,
> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  roles?: RoleOrAny[] | 'public';
  /** What an API token needs to call it: GET defaults to `read`, other methods to `never`. */
  tokenScope?: TokenScopeRule;
  query?: Q;
  params?: P;
  body?: B;
  /** Media types of the body when not JSON (e.g. `multipart/form-data`, which the handler reads). */
  consumes?: string[];
  /**
   * The label key a refused field is named by in the answer's messages, as its form labels it
   * (`video.encoding.rate.max` → "Encoding max rate"); without it, or none for a field, `fields.<name>`.
   */
  fieldLabelKey?: (field: string) => string | undefined;
  response: R;
  status?: number;
  more?: M;
  handler(call: RouteCall<Q, P, B>): Promise<z.input<R> | z.input<M[keyof M]>>;
}

/** A row of a route table. */
// biome-ignore lint/suspicious/noExplicitAny: a table holds routes of different schemas, each checked by route()
export type AnyRoute = RouteSpec<any, any, any, z.ZodType, Answers>;

/** Declares one endpoint, type-checking its handler against its schemas. */
export function route<
  R extends z.ZodType,
  Q extends Part = undefined,
  P extends Part = undefined,
  B extends Part = undefined,
  // biome-ignore lint/complexity/noBannedTypes: no other answers unless declared
  M extends Answers = {},
>(spec: RouteSpec<Q, P, B, R, M>): AnyRoute {
  return spec as AnyRoute;
}

/** A read (any signed-in role unless `roles` says): GET `url` parses `query` and answers `load(db, query)`. */
export function queryRoute<Q extends z.ZodType, R extends z.ZodType>(
  url: string,
  query: Q,
  response: R,
  load: (db: Db, query: z.output<Q>, locale: Locale) => Promise<z.input<R>>,
  roles?: RoleOrAny[],
): AnyRoute {
  return route({
    url,
    query,
    response,
    ...(roles ? { roles } : {}),
    handler: (call) => load(call.db, call.query as z.output<Q>, call.request.locale),
  });
}

/** One thing by its URL parameters (any signed-in role): GET `url` parses `params` and answers `load(db, params)`. */
export function paramsRoute<P extends z.ZodType, R extends z.ZodType>(
  url: string,
  params: P,
  response: R,
  load: (db: Db, params: z.output<P>, locale: Locale) => Promise<z.input<R>>,
): AnyRoute {
  return route({
    url,
    params,
    response,
    handler: (call) => load(call.db, call.params as z.output<P>, call.request.locale),
  });
}

/** A paged list for any signed-in role: GET `url` parses `query` and answers `list(db, query)`. */
export function pageRoute<Q extends z.ZodType, R extends z.ZodType>(
  url: string,
  query: Q,
  row: R,
  list: (db: Db, query: z.output<Q>, locale: Locale) => Promise<Page<z.input<R>>>,
): AnyRoute {
  return queryRoute(url, query, pageSchema(row), list);
}

/**
 * An area's routes plugin from its table of endpoints: each is registered with its schemas, tagged
 * `tag` in the API docs, declares its roles (or public) and answers `ok(data)`.
 */
export function routesOf(tag: string, table: readonly AnyRoute[]): FastifyPluginAsync {
  return async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    for (const spec of table) {
      const response: Answers = { [spec.status ?? 200]: envelopeSchema(spec.response) };
      for (const [status, data] of Object.entries(spec.more ?? {}))
        response[Number(status)] = envelopeSchema(data);
      const parts = {
        querystring: spec.query,
        params: spec.params,
        body: spec.body,
        consumes: spec.consumes,
      };
      api.route({
        method: spec.method ?? 'GET',
        url: spec.url,
        config: {
          ...(spec.roles === 'public'
            ? { public: true }
            : { roles: spec.roles ?? ['*'], ...(spec.tokenScope ? { tokenScope: spec.tokenScope } : {}) }),
          ...(spec.fieldLabelKey ? { fieldLabelKey: spec.fieldLabelKey } : {}),
        },
        schema: { tags: [tag], ...definedOnly(parts), response },
        handler: async (request, reply) => {
          const { query, params, body } = request;
          const data = await spec.handler({ query, params, body, db: app.db, request, reply });
          if (spec.status) reply.code(spec.status);
          return ok(data);
        },
      });
    }
  };
}

function definedOnly<T extends object>(parts: T): Partial<T> {
  return Object.fromEntries(Object.entries(parts).filter(([, v]) => v !== undefined)) as Partial<T>;
}
