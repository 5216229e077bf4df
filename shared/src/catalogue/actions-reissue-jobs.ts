import { cancelReissueJob } from '../api/reissue-job/cancel.js';
import { createReissueJob } from '../api/reissue-job/create.js';
import { reissueJobBodySchema, reissueJobCancelArgsSchema } from '../schemas/reissue-job.js';
import { defineAction } from './define-action.js';
import type { ActionEntry } from './types.js';

/**
 * Re-issue jobs (any signed-in role; the server holds a job above the batch threshold for a second
 * admin, and lets only its creator or an admin cancel it). Creating takes the job body, the server's
 * own schema: the palette runs it on the member list's filter ("Re-issue to all N matching"), the
 * CLI as `opsdeck jobs create`; both review a dry run first and send an Idempotency-Key. A module of
 * its own, so that the member list and the jobs screen load these without the rest of the catalogue.
 */
export function reissueJobActionEntries(): ActionEntry[] {
  return [
    defineAction({
      id: 'reissueJob.create',
      i18nKey: 'reissueJobs.actions.create',
      groupKey: 'menu.member',
      icon: 'send-to',
      keywords: [
        're-issue to all',
        'reissue all matching',
        'compensate',
        'bulk re-issue',
        'job',
        '批量补发',
        '补发任务',
        '全部补发',
        '补偿',
      ],
      roles: ['*'],
      risk: 'money',
      args: reissueJobBodySchema,
      cli: ['jobs', 'create'],
      run: (client, args, opts) => createReissueJob(client, args, opts.idempotencyKey),
    }),
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
