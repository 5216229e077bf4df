import { readMessages as readMessagesCall } from '@opsdeck/shared/api';
import { writeJson } from '../../output/json.js';
import { renderSuccess } from '../../ui/render.js';
import type { ServiceContext } from '../context.js';

/** Options of `opsdeck messages read`: ids already checked to be positive integers. */
export interface ReadMessagesOptions {
  json: boolean;
  /** --json a,b: only these fields. */
  jsonFields?: readonly string[];
  ids: number[];
}

/** Marks the caller's messages read (the server leaves other operators' ids untouched). */
export async function readMessages(
  ctx: ServiceContext,
  opts: ReadMessagesOptions,
): Promise<{ ids: number[] }> {
  ctx.requireSignIn();
  const api = await ctx.apiClient();
  await readMessagesCall(api, { ids: opts.ids });
  const result = { ids: opts.ids };
  if (opts.json) writeJson(ctx.io, result, opts.jsonFields);
  else renderSuccess(ctx.io, ctx.t('cli.messages.read.done', { ids: opts.ids.join(', ') }));
  return result;
}
