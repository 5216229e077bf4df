import type { ReissueJob, ReissueJobInput, ReissueJobReview } from '../../schemas/reissue-job.js';
import { keyedPost } from '../keyed-post.js';

/**
 * POST /admin/reissue-jobs: with `dryRun: true` the review (count, total, largest rows, sample,
 * whether approval is needed), writing nothing; else the job (queued, or waiting for a second admin's
 * approval), once per Idempotency-Key.
 */
export const createReissueJob = keyedPost<ReissueJobInput, ReissueJob | ReissueJobReview>(
  '/admin/reissue-jobs',
);
