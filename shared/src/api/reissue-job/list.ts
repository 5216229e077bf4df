import type { ReissueJob, ReissueJobListQuery } from '../../schemas/reissue-job.js';
import { queryGet } from '../query-get.js';

/** GET /admin/reissue-jobs: jobs newest first, optionally of one status (a non-admin sees their own). */
export const listReissueJobs = queryGet<ReissueJobListQuery, ReissueJob[]>('/admin/reissue-jobs');
