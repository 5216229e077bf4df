import { getReissueJobResultCsv } from '@opsdeck/shared/api';
import type { ServiceContext } from '../context.js';

/** Options of `opsdeck jobs result`. */
export interface JobResultOptions {
  id: number;
}

/** Writes the job's result CSV (every row and its result, as the server made it) to stdout. */
export async function jobResult(ctx: ServiceContext, opts: JobResultOptions): Promise<string> {
  ctx.requireSignIn();
  const csv = await getReissueJobResultCsv(await ctx.apiClient(), opts.id);
  ctx.io.stdout.write(csv);
  return csv;
}
