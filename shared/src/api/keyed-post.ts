import type { ReissuePending } from '../../schemas/approval.js';
import { IDEMPOTENCY_HEADER } from '../../schemas/reissue.js';
import type { ApiClient } from '../client.js';

/**
 * The fetcher of a re-issue endpoint: POSTs the body to `url` with `idempotencyKey` in the
 * Idempotency-Key header (none for a dry run without a key). The answer is the result, or (HTTP 202)
 * a pending approval.
 */
export function reissueCall<B, R>(url: string) {
  return (client: ApiClient, body: B, idempotencyKey: string | undefined): Promise<R | ReissuePending> =>
    client.request<R | ReissuePending>({
      method: 'POST',
      url,
      data: body,
      headers: idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : {},
    });
}
