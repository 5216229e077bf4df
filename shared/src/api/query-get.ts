import type { ApiClient } from './client.js';

/**
 * The fetcher of a read whose query is all optional: GET `url` with the query as its parameters
 * (none given: no parameters), resolving with the answer's data.
 */
export function queryGet<Q extends object, R>(url: string) {
  return (client: ApiClient, query?: Q): Promise<R> =>
    client.request<R>({ method: 'GET', url, params: query ?? {} });
}
