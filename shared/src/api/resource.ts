import type { z } from 'zod';
import type { DetailOf, Resource, RowOf } from '../resources/define.js';
import type { Page } from '../schemas/common.js';
import type { BulkStatusResult, DeleteResult } from '../schemas/content/common.js';
import type { ApiClient } from './client.js';

/** The seven calls of a content resource (see resources/define.ts for the paths). */
export interface ResourceApi<R extends Resource> {
  /** Rows filtered, sorted and paged on the server (`{list, total}`). */
  list(client: ApiClient, query?: z.input<R['schemas']['listQuery']>): Promise<Page<RowOf<R>>>;
  /** One row (404 when it does not exist). */
  get(client: ApiClient, id: number): Promise<DetailOf<R>>;
  /** Creates a row (409 on a taken slug, 400 naming a bad field). */
  create(client: ApiClient, body: z.input<R['schemas']['create']>): Promise<DetailOf<R>>;
  /**
   * Changes the given fields. `body.updatedAt` is the value that was read; when someone else changed
   * the row since, the answer is 409 (detail rule `stale`) and nothing changes.
   */
  update(client: ApiClient, id: number, body: z.input<R['schemas']['update']>): Promise<DetailOf<R>>;
  /** Sets the status of one row. */
  setStatus(client: ApiClient, id: number, body: z.input<R['schemas']['status']>): Promise<DetailOf<R>>;
  /** Sets the status of up to 100 rows at once. */
  bulkStatus(client: ApiClient, body: z.input<R['schemas']['bulkStatus']>): Promise<BulkStatusResult>;
  /** Deletes a row; 409 naming what still refers to it. */
  remove(client: ApiClient, id: number): Promise<DeleteResult>;
}

/**
 * The fetchers of a declared content resource: one implementation for every resource. They take
 * the resource's path (RESOURCE_PATHS), not its declaration, whose schemas would bring zod: the
 * declaration's type (`typeof wallpaperResource`) types the calls, and its path's literal type
 * refuses any other path.
 */
export function resourceApi<R extends Resource>(path: R['path']): ResourceApi<R> {
  const base = `/admin/${path}`;
  return {
    list: (client, query) => client.request({ method: 'GET', url: base, params: query ?? {} }),
    get: (client, id) => client.request({ method: 'GET', url: `${base}/${id}` }),
    create: (client, body) => client.request({ method: 'POST', url: base, data: body }),
    update: (client, id, body) => client.request({ method: 'PATCH', url: `${base}/${id}`, data: body }),
    setStatus: (client, id, body) =>
      client.request({ method: 'POST', url: `${base}/${id}/status`, data: body }),
    bulkStatus: (client, body) => client.request({ method: 'POST', url: `${base}/bulk-status`, data: body }),
    remove: (client, id) => client.request({ method: 'DELETE', url: `${base}/${id}` }),
  };
}
