import { reissueJobListQuerySchema } from '@opsdeck/shared/schemas';
import { ok, parseOr400, queryOf } from '../http/reply.ts';
import type { Router } from './router.ts';

/**
 * Re-issue jobs: the mock has no job engine (jobs run only on the server), so its list is always
 * empty; the query is checked as the server checks it. The monitor and the jobs screen read it.
 */
export function reissueJobHandlers({ on }: Router): void {
  on('get', '/admin/reissue-jobs', ['*'], ({ request }) => {
    parseOr400(request, reissueJobListQuerySchema, queryOf(request));
    return ok([]);
  });
}
