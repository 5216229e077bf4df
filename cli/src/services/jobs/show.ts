import { getReissueJob } from '@opsdeck/shared/api';
import type { ReissueJob } from '@opsdeck/shared/schemas';
import { writeJson } from '../../output/json.js';
import { renderKeyValues } from '../../ui/render.js';
import type { ServiceContext } from '../context.js';
import { jobFacts } from './format.js';

/** Options of `opsdeck jobs show`. */
export interface ShowJobOptions {
  json: boolean;
  jsonFields?: readonly string[];
  jq?: string;
  id: number;
}

/** Shows one job: JSON, labelled lines on a terminal, `key value` lines when piped. */
export async function showJob(ctx: ServiceContext, opts: ShowJobOptions): Promise<ReissueJob> {
  ctx.requireSignIn();
  const job = await getReissueJob(await ctx.apiClient(), opts.id);
  if (opts.json) {
    writeJson(ctx.io, job, opts);
    return job;
  }
  const facts = jobFacts(ctx.t, job);
  await renderKeyValues({
    io: ctx.io,
    items: facts.map((f) => ({ label: f.label, value: f.value })),
    plain: facts.map((f) => [f.key, f.plain] as const),
  });
  return job;
}
