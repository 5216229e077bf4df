import type { ApiClient } from '@opsdeck/shared/api';
import { formatIssuesIn, type Page } from '@opsdeck/shared/schemas';
import type { z } from 'zod';
import { translator } from '../../lib/i18n.ts';
import type { ListDefinition } from './types.ts';

/** A list definition as a screen writes it: its fetcher takes the shared schema's query type. */
export type TypedListDefinition<R, S extends z.ZodType> = Omit<
  ListDefinition<R>,
  'fetchPage' | 'querySchema'
> & {
  fetchPage: (client: ApiClient, query: z.input<S>) => Promise<Page<R>>;
};

/** True when the query is one the schema accepts (then it is that schema's input). */
function isQueryOf<S extends z.ZodType>(schema: S, query: unknown): query is z.input<S> {
  return schema.safeParse(query).success;
}

/**
 * A fetcher typed by the shared schema of its query, made callable with any query: the query is
 * checked by the schema first; one it refuses is not sent, and the error names the fields in the
 * operator's language.
 */
export function checkedFetcher<R, S extends z.ZodType>(
  querySchema: S,
  fetch: (client: ApiClient, query: z.input<S>) => Promise<Page<R>>,
): (client: ApiClient, query: Readonly<Record<string, unknown>>) => Promise<Page<R>> {
  return async (client, query) => {
    if (isQueryOf(querySchema, query)) return fetch(client, query);
    const issues = querySchema.safeParse(query).error?.issues ?? [];
    throw new Error(
      formatIssuesIn(issues, translator())
        .map((f) => f.message)
        .join('; '),
    );
  };
}

/**
 * Declares a list screen against the shared schema of its query (the one the server checks): the
 * definition's fetcher is typed by that schema, and each query the view builds (URL filters, sort,
 * paging, fixed values) is checked by it before it is sent. A query it refuses is not sent; the
 * list shows the schema's messages in the operator's language, naming the fields.
 */
export function defineList<R, S extends z.ZodType>(
  querySchema: S,
  def: TypedListDefinition<R, S>,
): ListDefinition<R> {
  return { ...def, querySchema, fetchPage: checkedFetcher(querySchema, def.fetchPage) };
}
