import { cancelReissueJob } from '../api/reissue-job/cancel.js';
import { reissueJobCancelArgsSchema } from '../schemas/reissue-job.js';
import { defineAction } from './define-action.js';
import type { ActionEntry } from './types.js';

/**
 * Re-issue jobs (any signed-in role; only a job's creator or an admin may cancel it, which the
 * server checks). A module of its own, so that the jobs screen loads these without the rest of the
 * catalogue.
 */
export function reissueJobActionEntries(): ActionEntry[] {
  return [
    defineAction({
      id: 'reissueJob.cancel',
      i18nKey: 'reissueJobs.actions.cancel',
      groupKey: 'menu.member',
      icon: 'stop',
      keywords: ['cancel job', 'stop job', 're-issue job', '取消任务', '停止任务', '补发任务'],
      roles: ['*'],
      risk: 'confirm',
      args: reissueJobCancelArgsSchema,
      cli: ['jobs', 'cancel'],
      run: (client, args) => cancelReissueJob(client, args.id),
    }),
  ];
}
