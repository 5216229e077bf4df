import type { ReissueKeysBody, ReissueKeysResult } from '../../schemas/reissue-job.js';
import type { ApiClient } from '../client.js';

/** POST /admin/member/reissue-keys: which re-issue Idempotency-Keys were already used, and how. */
export function findReissueKeys(client: ApiClient, body: ReissueKeysBody): Promise<ReissueKeysResult> {
  return client.request<ReissueKeysResult>({ method: 'POST', url: '/admin/member/reissue-keys', data: body });
}
