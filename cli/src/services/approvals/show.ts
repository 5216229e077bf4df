import { getApproval } from '@opsdeck/shared/api';
import type { ApprovalDetail } from '@opsdeck/shared/schemas';
import { writeJson } from '../../output/json.js';
import { renderKeyValues } from '../../ui/render.js';
import type { ServiceContext } from '../context.js';
import { approvalFacts } from './format.js';

/** Options of `opsdeck approvals show`. */
export interface ShowApprovalOptions {
  json: boolean;
  jsonFields?: readonly string[];
  jq?: string;
  id: number;
}

/**
 * Shows one request with everything approving it would do (as the palette's review and the web
 * screen show it): JSON, labelled lines on a terminal, or aligned `key value` lines when piped.
 */
export async function showApproval(ctx: ServiceContext, opts: ShowApprovalOptions): Promise<ApprovalDetail> {
  ctx.requireSignIn();
  const api = await ctx.apiClient();
  const a = await getApproval(api, opts.id);
  if (opts.json) {
    writeJson(ctx.io, a, opts);
    return a;
  }
  const facts = approvalFacts(ctx.t, a);
  await renderKeyValues({
    io: ctx.io,
    items: facts.map((f) => ({
      label: f.label,
      value: f.value,
      ...(f.key === 'member' || f.key === 'amount' ? { tone: 'strong' as const } : {}),
    })),
    plain: facts.flatMap((f) => f.plain),
  });
  return a;
}
