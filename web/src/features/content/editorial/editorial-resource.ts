import type { ApiClient } from '@opsdeck/shared/api';
import type { OnlineStatus, Page } from '@opsdeck/shared/schemas';
import type { z } from 'zod';

/**
 * What topics, wallpaper topics and collections share: a titled, slugged set with a cover, a
 * description, a display order and an online/offline status. One list screen and one dialog serve
 * all three, each through its resource below.
 */
export interface EditorialRow {
  id: number;
  title: string;
  slug: string;
  coverUrl: string;
  description: string;
  sort: number;
  status: OnlineStatus;
  createdAt: string;
  updatedAt: string;
  subtitle?: string;
  startsAt?: string | null;
  endsAt?: string | null;
}

/** An editorial resource's shared schemas: its list's query, a new row's body and an edit's. */
export interface EditorialSchemas {
  listQuery: z.ZodType;
  create: z.ZodType;
  update: z.ZodType;
}

/** The API and the words of one editorial resource. */
export interface EditorialResource<R extends EditorialRow> {
  /** Stable list id (stored columns, export file name). */
  listId: string;
  /** i18n key of the screen title (the catalogue's). */
  title: string;
  /** i18n key of the resource's name ("Topic"). */
  noun: string;
  /** Optional fields this resource has. */
  fields: { subtitle: boolean; window: boolean };
  /** A derived count column (wallpapers in a topic, items in a collection). */
  count?: { title: string; get: (row: R) => number };
  /**
   * The shared schemas, loaded with zod on first use (once; a failed load is tried again by the
   * next call): the list draws and fetches its first page without them, the dialog waits for them.
   */
  schemas: () => Promise<EditorialSchemas>;
  /** Lists with the query as given (the list's definition checks a typed query first, `editorialDefinition`). */
  list: (client: ApiClient, query: Readonly<Record<string, unknown>>) => Promise<Page<R>>;
  get: (client: ApiClient, id: number) => Promise<R>;
  create: (client: ApiClient, body: Record<string, unknown>) => Promise<R>;
  update: (client: ApiClient, id: number, body: Record<string, unknown>) => Promise<R>;
  setStatus: (client: ApiClient, id: number, body: { status: OnlineStatus; updatedAt: string }) => Promise<R>;
  /** Where opening a row goes (the collection detail); without it, opening edits the row. */
  detailHref?: (row: R) => string;
}

/**
 * An editorial resource's calls and schemas, from its shared declaration (`@opsdeck/shared/resources`,
 * which holds zod and the content schemas: `loadDeclared` imports it when the schemas are first
 * wanted) and its derived fetchers (`@opsdeck/shared/api`), the bodies as the create and update
 * schemas type them.
 */
export function editorialCalls<
  R extends EditorialRow,
  L extends z.ZodType,
  C extends z.ZodType,
  U extends z.ZodType,
>(
  loadDeclared: () => Promise<{ schemas: { listQuery: L; create: C; update: U } }>,
  api: {
    list: (client: ApiClient, query: z.input<L>) => Promise<Page<R>>;
    get: (client: ApiClient, id: number) => Promise<R>;
    create: (client: ApiClient, body: z.input<C>) => Promise<R>;
    update: (client: ApiClient, id: number, body: z.input<U>) => Promise<R>;
    setStatus: EditorialResource<R>['setStatus'];
  },
): Pick<EditorialResource<R>, 'schemas' | 'list' | 'get' | 'create' | 'update' | 'setStatus'> {
  let loaded: Promise<EditorialSchemas> | undefined;
  const schemas = () => {
    const load =
      loaded ??
      loadDeclared().then(({ schemas: { listQuery, create, update } }) => ({ listQuery, create, update }));
    loaded = load;
    load.catch(() => {
      if (loaded === load) loaded = undefined;
    });
    return load;
  };
  return {
    schemas,
    list: (client, query) => api.list(client, query as z.input<L>),
    get: api.get,
    create: (client, body) => api.create(client, body as z.input<C>),
    update: (client, id, body) => api.update(client, id, body as z.input<U>),
    setStatus: api.setStatus,
  };
}
