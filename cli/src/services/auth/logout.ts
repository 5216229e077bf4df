import { AbortError, ApiError, isSessionGoneCode } from '@opsdeck/shared/errors';
import { writeJson } from '../../output/json.js';
import { renderInfo, renderSuccess } from '../../ui/render.js';
import type { ServiceContext } from '../context.js';

/** Options of `opsdeck logout`. */
export interface LogoutOptions {
  json: boolean;
  /** --json a,b: only these fields. */
  jsonFields?: readonly string[];
  /** --jq: the JSON filtered by a jq expression. */
  jq?: string;
}

/** What `logout --json` prints. */
export interface LogoutResult {
  server: string;
  signedOut: boolean;
}

/**
 * Revokes the token on the server and removes it from credentials.json, even when the call fails;
 * a failed revocation (other than an already dead session) is still reported as an error.
 */
export async function logout(ctx: ServiceContext, opts: LogoutOptions): Promise<LogoutResult> {
  const { io, t, server } = ctx;
  if (!ctx.tokenStore().get()) {
    const result = { server, signedOut: false };
    if (opts.json) writeJson(io, result, opts);
    else renderInfo(io, t('cli.logout.notSignedIn', { server }));
    return result;
  }
  const session = await ctx.session();
  try {
    await session.logout();
  } catch (error) {
    const alreadyGone = error instanceof ApiError && isSessionGoneCode(error.code);
    if (!alreadyGone) {
      const message = error instanceof Error ? error.message : String(error);
      const steps = error instanceof AbortError ? error.nextSteps : [];
      throw new AbortError(t('cli.logout.revokeFailed', { message }), steps);
    }
  }
  const result = { server, signedOut: true };
  if (opts.json) writeJson(io, result, opts);
  else renderSuccess(io, t('cli.logout.signedOut', { server }));
  if (ctx.envToken) renderInfo(io, t('cli.logout.envTokenSet'));
  return result;
}
