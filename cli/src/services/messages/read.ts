import { listMessages, readMessages as readMessagesCall } from '@opsdeck/shared/api';
import { AbortError } from '@opsdeck/shared/errors';
import { writeJson } from '../../output/json.js';
import { renderSuccess, renderWarning } from '../../ui/render.js';
import type { ServiceContext } from '../context.js';

/** Options of `opsdeck messages read`: ids already checked to be positive integers. */
export interface ReadMessagesOptions {
  json: boolean;
  /** --json a,b: only these fields. */
  jsonFields?: readonly string[];
  /** --jq: the JSON filtered by a jq expression. */
  jq?: string;
  ids: number[];
}

/**
 * Marks the caller's messages read. Ids that are not among the caller's messages are named as not
 * found; when none of the ids is found nothing is sent and the command fails (exit 1).
 */
export async function readMessages(
  ctx: ServiceContext,
  opts: ReadMessagesOptions,
): Promise<{ ids: number[]; notFound: number[] }> {
  ctx.requireSignIn();
  const api = await ctx.apiClient();
  const own = new Set((await listMessages(api)).map((m) => m.id));
  const ids = opts.ids.filter((id) => own.has(id));
  const notFound = opts.ids.filter((id) => !own.has(id));
  if (ids.length === 0) {
    throw new AbortError(ctx.t('cli.messages.read.noneFound', { ids: notFound.join(', ') }));
  }
  await readMessagesCall(api, { ids });
  const result = { ids, notFound };
  if (opts.json) writeJson(ctx.io, result, opts);
  else {
    renderSuccess(ctx.io, ctx.t('cli.messages.read.done', { ids: ids.join(', ') }));
    if (notFound.length > 0)
      renderWarning(ctx.io, ctx.t('cli.messages.read.notFound', { ids: notFound.join(', ') }));
  }
  return result;
}
