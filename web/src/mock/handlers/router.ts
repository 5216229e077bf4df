import type { z } from 'zod';
import type { World } from '../data/world.ts';
import { page } from '../http/paging.ts';
import { ok, parseOr400, queryOf } from '../http/reply.ts';
import type { createRouter } from '../http/route.ts';

/** What each handler group registers its routes on. */
export type Router = ReturnType<typeof createRouter>;

/** What a route answers with (the last argument of `on`). */
export type RouteHandler = Parameters<Router['on']>[3];

/** A list query: its page, and its `field:dir` order when asked. */
type PageQuery = { current: number; pageSize: number; sort?: string | undefined };

/**
 * A paged list, as the server's list routes answer: the query parsed with the list's shared schema
 * (400 naming the field and rule), the rows `keep` keeps, one page in the asked order (else
 * `defaultSort`).
 */
export function pageRoute<S extends z.ZodType<PageQuery>, R>(
  schema: S,
  rows: (world: World) => readonly R[],
  keep: (row: R, q: z.infer<S>) => boolean,
  defaultSort: string,
): RouteHandler {
  return ({ request, world }) => {
    const q = parseOr400(request, schema, queryOf(request));
    return ok(
      page(
        rows(world).filter((row) => keep(row, q)),
        q,
        defaultSort,
      ),
    );
  };
}

/** Registers a paged list any signed-in role may read: GET `path` answered by `pageRoute`. */
export function listRoute<S extends z.ZodType<PageQuery>, R>(
  { on }: Router,
  path: string,
  schema: S,
  rows: (world: World) => readonly R[],
  keep: (row: R, q: z.infer<S>) => boolean,
  defaultSort: string,
): void {
  on('get', path, ['*'], pageRoute(schema, rows, keep, defaultSort));
}
