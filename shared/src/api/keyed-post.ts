import { IDEMPOTENCY_HEADER } from '../reissue/kinds.js';
import type { ApiClient } from './client.js';

/**
 * The fetcher of a POST that must run once per Idempotency-Key (a re-issue, a task record): sends the
 * body to `url` with `idempotencyKey` in the Idempotency-Key header (none when there is no key, e.g.
 * a re-issue's dry run). The same key and body answer the first result and change nothing.
 */
export function keyedPost<B, R>(url: string) {
  return (client: ApiClient, body: B, idempotencyKey: string | undefined): Promise<R> =>
    client.request<R>({
      method: 'POST',
      url,
      data: body,
      headers: idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : {},
    });
}
