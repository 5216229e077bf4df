import {
  pageSchema,
  reissueJobBodySchema,
  reissueJobIdParamsSchema,
  reissueJobListQuerySchema,
  reissueJobReviewSchema,
  reissueJobRowSchema,
  reissueJobRowsQuerySchema,
  reissueJobSchema,
} from '@opsdeck/shared/schemas';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../errors.js';
import { route, routesOf } from '../../http/routes.js';
import { idempotencyKeyOf } from '../members/idempotency.js';
import { cancelJob } from './cancel.js';
import { createJob, reviewJob } from './create.js';
import { resultCsv } from './csv.js';
import { listJobs, readJob } from './progress.js';
import { jobRows } from './rows.js';

/** The job, if this operator may see it (a non-admin sees only their own), else 404. */
async function visibleJob(db: Db, id: number, request: FastifyRequest) {
  const op = request.operator!;
  const job = await readJob(db, id, request.locale);
  if (!job || (op.role !== 'admin' && job.createdBy.id !== op.id))
    throw new HttpError(404, 'reissueJobs.errors.notFound', { id });
  return job;
}

/**
 * Re-issue jobs (any signed-in role, as single re-issues; a non-admin sees only their own jobs).
 * POST answers the review for a dry run, else the job: 200 queued, or 202 when its total needs a
 * second admin's approval (`approvalId`).
 */
export const reissueJobRoutes = routesOf('reissue-jobs', [
  route({
    method: 'POST',
    url: '/admin/reissue-jobs',
    body: reissueJobBodySchema,
    response: z.union([reissueJobSchema, reissueJobReviewSchema]),
    more: { 202: reissueJobSchema },
    handler: async ({ db, body, request, reply }) => {
      const dryRun = body.dryRun === true;
      const idempotencyKey = idempotencyKeyOf(request, dryRun);
      if (dryRun) return reviewJob(db, body, request.locale);
      const created = await createJob(db, body, {
        operatorId: request.operator!.id,
        ip: request.ip,
        idempotencyKey,
        locale: request.locale,
      });
      if (created.status === 'queued') await request.server.reissueJobs.enqueue(created.id);
      else reply.code(202);
      return visibleJob(db, created.id, request);
    },
  }),
  route({
    url: '/admin/reissue-jobs',
    query: reissueJobListQuerySchema,
    response: z.array(reissueJobSchema),
    handler: ({ db, query, request }) => {
      const op = request.operator!;
      return listJobs(db, query, op.role === 'admin' ? null : op.id, request.locale);
    },
  }),
  route({
    url: '/admin/reissue-jobs/:id',
    params: reissueJobIdParamsSchema,
    response: reissueJobSchema,
    handler: ({ db, params, request }) => visibleJob(db, params.id, request),
  }),
  route({
    url: '/admin/reissue-jobs/:id/rows',
    params: reissueJobIdParamsSchema,
    query: reissueJobRowsQuerySchema,
    response: pageSchema(reissueJobRowSchema),
    handler: async ({ db, params, query, request }) => {
      await visibleJob(db, params.id, request);
      return jobRows(db, params.id, query, request.locale);
    },
  }),
  route({
    method: 'POST',
    url: '/admin/reissue-jobs/:id/cancel',
    params: reissueJobIdParamsSchema,
    body: z.object({}).nullish(),
    response: reissueJobSchema,
    handler: async ({ db, params, request }) => {
      await visibleJob(db, params.id, request);
      await cancelJob(db, params.id, request.operator!, request.ip);
      return visibleJob(db, params.id, request);
    },
  }),
]);

/** The result rows as a CSV download: not an `ok(data)` answer, so declared by hand. */
export const reissueJobCsvRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/admin/reissue-jobs/:id/result.csv',
    {
      config: { roles: ['*'] },
      schema: {
        tags: ['reissue-jobs'],
        description: "The job's rows and their results as CSV (UTF-8 with BOM).",
        params: reissueJobIdParamsSchema,
        response: { 200: z.string().describe('text/csv: one line per row of the job') },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await visibleJob(app.db, id, request);
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="reissue-job-${id}.csv"`);
      return resultCsv(app.db, id, request.locale);
    },
  );
};
