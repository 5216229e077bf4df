import type { ApiClient } from '@opsdeck/shared/api';
import { formatIssuesIn, type Page } from '@opsdeck/shared/schemas';
import type { z } from 'zod';
import { joinMessages, translator } from '../../lib/i18n.ts';
import type { ListDefinition, ListQuery } from './types.ts';
import { isSort, PAGE_SIZES, viewSpecOf } from './view-state.ts';

/** Loads the schema of a list's query (once; a failed load is tried again by the next call). */
export type SchemaLoader<S extends z.ZodType> = () => Promise<S>;

type QuerySchemas = typeof import('./query-schemas.ts');

/** The loader of a list screen's shared query schema, by its name in `query-schemas.ts`. */
export function listQuerySchema<K extends keyof QuerySchemas>(name: K): SchemaLoader<QuerySchemas[K]> {
  let loaded: Promise<QuerySchemas[K]> | undefined;
  return () => {
    const load = loaded ?? import('./query-schemas.ts').then((m) => m[name]);
    loaded = load;
    load.catch(() => {
      if (loaded === load) loaded = undefined;
    });
    return load;
  };
}

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

/** A query whose values the view took from the list's definition, valid by construction. */
type Trusted = (query: Readonly<Record<string, unknown>>) => boolean;

/**
 * A fetcher typed by the shared schema of its query, made callable with any query: the query is
 * checked by the schema first; one it refuses is not sent, and the error names the fields in the
 * operator's language. A query `trusted` vouches for is sent without loading the schema.
 */
export function checkedFetcher<R, S extends z.ZodType>(
  loadSchema: SchemaLoader<S>,
  fetch: (client: ApiClient, query: z.input<S>) => Promise<Page<R>>,
  trusted: Trusted = () => false,
): (client: ApiClient, query: Readonly<Record<string, unknown>>) => Promise<Page<R>> {
  return async (client, query) => {
    // valid by construction (list-definitions.test.ts checks every such query against the schema)
    if (trusted(query)) return fetch(client, query as z.input<S>);
    const querySchema = await loadSchema();
    if (isQueryOf(querySchema, query)) return fetch(client, query);
    const issues = querySchema.safeParse(query).error?.issues ?? [];
    throw new Error(joinMessages(formatIssuesIn(issues, translator()).map((f) => f.message)));
  };
}

/**
 * The values a list's view takes from its definition alone (its URL mapping, `viewSpecOf`): a page
 * number, one of the page sizes, the default or a declared sort, a select filter's options, the
 * fixed values. Text and day filters are typed by the operator (or come from a link) and are not
 * among them.
 */
export function definitionValues(
  def: Parameters<typeof viewSpecOf>[0] & { fixedQuery?: ListQuery },
): Trusted {
  const spec = viewSpecOf(def);
  const fixed = def.fixedQuery ?? {};
  const isDeclared = (name: string, value: unknown): boolean => {
    if (name === 'current') return Number.isSafeInteger(value) && (value as number) >= 1;
    if (name === 'pageSize') return (PAGE_SIZES as readonly unknown[]).includes(value);
    if (name === 'sort')
      return value === spec.defaultSort || (typeof value === 'string' && isSort(value, spec));
    if (Object.hasOwn(fixed, name)) return fixed[name] === value;
    const accepts = spec.filters[name];
    return Array.isArray(accepts) && accepts.includes(value);
  };
  return (query) => Object.entries(query).every(([name, value]) => isDeclared(name, value));
}

/**
 * Declares a list screen against the shared schema of its query (the one the server checks; give
 * `listQuerySchema('…')`): the definition's fetcher is typed by that schema. Each query the view
 * builds is checked by it before it is sent; a query it refuses is not sent, and the list shows the
 * schema's messages in the operator's language, naming the fields. A query made only of values the
 * definition itself declares (paging, sorts, select options) needs no check: so a list's first page,
 * without typed filters, is fetched before zod and the schemas have loaded.
 */
export function defineList<R, S extends z.ZodType>(
  querySchema: SchemaLoader<S>,
  def: TypedListDefinition<R, S>,
): ListDefinition<R> {
  return {
    ...def,
    querySchema,
    fetchPage: checkedFetcher(querySchema, def.fetchPage, definitionValues(def)),
  };
}
