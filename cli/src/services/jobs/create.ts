import { newIdempotencyKey } from '@opsdeck/shared/api';
import { CancelError, UsageError } from '@opsdeck/shared/errors';
import type {
  ReissueJob,
  ReissueJobInput,
  ReissueJobReview,
  ReissueJobRowInput,
} from '@opsdeck/shared/schemas';
import { writeLine } from '../../io/io-streams.js';
import { writeJson } from '../../output/json.js';
import { countOf, grouped } from '../../ui/format.js';
import type { KeyValue } from '../../ui/key-value-list.js';
import { renderConfirm, renderInfo, renderKeyValues, renderSuccess, renderWarning } from '../../ui/render.js';
import { loadAction } from '../actions/args.js';
import type { ServiceContext } from '../context.js';
import { amountIn } from './format.js';
import { watchJob } from './watch.js';

/** Options of `opsdeck jobs create`. */
export interface CreateJobOptions {
  json: boolean;
  jsonFields?: readonly string[];
  jq?: string;
  kind: 'coins' | 'vip';
  amount: number;
  reason: string;
  /** The member list's filter, by its query names; or `rows` (a file's). */
  filter?: Record<string, string>;
  rows?: ReissueJobRowInput[];
  dryRun: boolean;
  yes: boolean;
  key?: string;
  wait: boolean;
}

/** The review's figures as labelled lines (also what the confirmation shows). */
function reviewItems(ctx: ServiceContext, r: ReissueJobReview): KeyValue[] {
  const { t } = ctx;
  const threshold = amountIn(t, r.kind, r.threshold);
  return [
    { label: t('reissueJobs.matching.filter'), value: r.filterText },
    { label: t('cli.jobs.create.count'), value: grouped(r.count) },
    { label: t('cli.jobs.create.total'), value: amountIn(t, r.kind, r.total) },
    ...(r.banned > 0 ? [{ label: t('cli.jobs.create.banned'), value: grouped(r.banned) }] : []),
    {
      label: t('cli.jobs.create.approval'),
      value: r.needsApproval
        ? t('cli.jobs.create.needsApproval', { threshold })
        : t('cli.jobs.create.noApproval', { threshold }),
    },
  ];
}

/**
 * Runs the catalogue's `reissueJob.create` (the action the palette runs) as the web's review does:
 * the server's dry run first (count, total, banned, whether approval is needed); with --dry-run that
 * is all. Otherwise it asks on a terminal (or needs --yes), creates the job once per key (printed,
 * so a retry with --key never makes a second job) and, with --wait, follows it to its end.
 */
export async function createJob(
  ctx: ServiceContext,
  opts: CreateJobOptions,
  confirm: typeof renderConfirm = renderConfirm,
): Promise<ReissueJob | ReissueJobReview> {
  const { t, io } = ctx;
  ctx.requireSignIn();
  const action = await loadAction('reissueJob.create');
  const api = await ctx.apiClient();
  const body: ReissueJobInput = {
    kind: opts.kind,
    amount: opts.amount,
    reason: opts.reason,
    ...(opts.rows ? { rows: opts.rows } : { filter: opts.filter as ReissueJobInput['filter'] }),
  };
  const review = (await action.run(api, { ...body, dryRun: true }, {})) as ReissueJobReview;
  const items = reviewItems(ctx, review);
  if (opts.dryRun) {
    if (opts.json) writeJson(io, review, opts);
    else await renderKeyValues({ io, items });
    // the review is printed; that no job can be made (every member banned) is said beside it
    if (review.refusal && !opts.json) renderWarning(io, review.refusal.message);
    return review;
  }
  // every row would fail: nothing to ask, the server refuses the job (field and rule in the message)
  if (review.refusal) {
    if (!opts.json) await renderKeyValues({ io, items });
    throw new UsageError(review.refusal.message);
  }
  if (!opts.yes) {
    if (!io.canPrompt()) throw new UsageError(t('cli.actions.needsYes', { command: 'jobs create' }));
    const yes = await confirm({
      io,
      title: t('cli.jobs.create.reviewTitle'),
      items,
      // held for a second admin when the total is above the threshold: confirming only asks for it
      question: t(review.needsApproval ? 'cli.reissue.confirm.questionApproval' : 'cli.jobs.create.question'),
      hint: t(review.needsApproval ? 'cli.reissue.confirm.hintApproval' : 'cli.jobs.create.hint'),
    });
    if (!yes) throw new CancelError(t('cli.errors.cancelled'));
    writeLine(io.stderr);
  }
  const key = opts.key ?? newIdempotencyKey();
  const job = (await action.run(api, body, { idempotencyKey: key })) as ReissueJob;
  if (opts.json && !opts.wait) writeJson(io, job, opts);
  const said =
    job.status === 'pending_approval'
      ? t('cli.jobs.create.held', { id: job.id, approvalId: job.approvalId, key })
      : t('cli.jobs.create.created', { id: job.id, ...countOf(job.count), key });
  // on stderr, so stdout carries only the JSON
  renderSuccess(io, said);
  if (!opts.wait) return job;
  // held: say so, then keep following it (approved, it runs; rejected or expired, it exits 2)
  if (job.status === 'pending_approval')
    renderInfo(io, t('cli.jobs.create.waiting', { id: job.id, approvalId: job.approvalId }));
  return watchJob(ctx, { id: job.id, json: opts.json });
}
