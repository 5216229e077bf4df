import { changePassword as changePasswordCall } from '@opsdeck/shared/api';
import { ApiError, UsageError } from '@opsdeck/shared/errors';
import {
  formatIssues,
  joinMessages,
  type PasswordChangeResult,
  passwordChangeBodySchema,
} from '@opsdeck/shared/schemas';
import { errorLines } from '../../exit-codes.js';
import { readAll } from '../../io/read-stdin.js';
import { writeJson } from '../../output/json.js';
import { renderPasswordForm, renderSecretPrompt, renderSuccess } from '../../ui/render.js';
import type { ServiceContext } from '../context.js';

/** Options of `opsdeck account password`. */
export interface PasswordOptions {
  json: boolean;
  jsonFields?: readonly string[];
  /** --jq: the JSON filtered by a jq expression. */
  jq?: string;
  /** Read the current password from stdin (its first line). */
  oldStdin: boolean;
  /** Read the new password from stdin (the line after the current one, or the first). */
  newStdin: boolean;
}

/** The passwords piped on stdin, one a line, in the order the flags ask for them. */
async function fromStdin(
  ctx: ServiceContext,
  opts: PasswordOptions,
): Promise<{ old?: string; new?: string }> {
  const lines = (await readAll(ctx.io.stdin)).split(/\r?\n/);
  const take = (which: 'current' | 'new') => {
    const line = lines.shift();
    if (line === undefined || (line === '' && lines.length === 0)) {
      throw new UsageError(
        ctx.t('account.cli.password.missingLine', {
          which: ctx.t(`account.cli.password.${which === 'current' ? 'oldPrompt' : 'newPrompt'}`),
        }),
      );
    }
    return line;
  };
  return {
    ...(opts.oldStdin ? { old: take('current') } : {}),
    ...(opts.newStdin ? { new: take('new') } : {}),
  };
}

/**
 * The form on the terminal (nothing given on stdin): a weak or mismatched entry keeps the form and
 * everything typed, as the sign-in form does; a refusal from the server asks again only for the
 * entry it names. Resolves with the server's answer once changed.
 */
async function changeInForm(ctx: ServiceContext): Promise<PasswordChangeResult> {
  const { io, t } = ctx;
  if (!io.canPrompt()) throw new UsageError(t('account.cli.password.needsTerminal'));
  const api = await ctx.apiClient();
  let result: PasswordChangeResult | undefined;
  await renderPasswordForm({
    io,
    t,
    locale: ctx.locale,
    submit: async (body) => {
      try {
        result = await changePasswordCall(api, body);
        return null;
      } catch (error) {
        const field = error instanceof ApiError ? error.details?.[0]?.field : undefined;
        return {
          lines: errorLines(error, t),
          ...(field === 'newPassword' ? { field: 'new' as const } : { field: 'old' as const }),
        };
      }
    },
  });
  if (!result) throw new UsageError(t('account.cli.password.needsTerminal'));
  return result;
}

/** Asks for what stdin did not give, on the terminal (the new one twice). */
async function prompt(ctx: ServiceContext, given: { old?: string; new?: string }) {
  const { io, t } = ctx;
  if ((given.old === undefined || given.new === undefined) && !io.canPrompt()) {
    throw new UsageError(t('account.cli.password.needsTerminal'));
  }
  const old = given.old ?? (await renderSecretPrompt({ io, label: t('account.cli.password.oldPrompt') }));
  if (given.new !== undefined) return { old, new: given.new };
  const hint = t('account.validation.passwordRule');
  const next = await renderSecretPrompt({ io, label: t('account.cli.password.newPrompt'), hint });
  const again = await renderSecretPrompt({ io, label: t('account.cli.password.confirmPrompt') });
  if (again !== next) throw new UsageError(t('account.cli.password.mismatch'));
  return { old, new: next };
}

/** Both passwords given (or one given and the other asked): checked by the rule, then sent. */
async function changeFromStdin(ctx: ServiceContext, opts: PasswordOptions): Promise<PasswordChangeResult> {
  const both = await prompt(ctx, await fromStdin(ctx, opts));
  const parsed = passwordChangeBodySchema.safeParse({ oldPassword: both.old, newPassword: both.new });
  if (!parsed.success) {
    throw new UsageError(
      joinMessages(
        formatIssues(parsed.error.issues, ctx.locale).map((i) => i.message),
        ctx.locale,
      ),
    );
  }
  return changePasswordCall(await ctx.apiClient(), parsed.data);
}

/**
 * Changes the caller's password: from the terminal (prompts), or `--old-stdin`/`--new-stdin` in
 * scripts. The shared schema checks the rule first (exit 2 with its message); the server checks it
 * again and the current password (a wrong one counts toward the sign-in limits). Other sessions
 * are signed out; this one stays.
 */
export async function changePassword(
  ctx: ServiceContext,
  opts: PasswordOptions,
): Promise<PasswordChangeResult> {
  ctx.requireSignIn();
  const result = opts.oldStdin || opts.newStdin ? await changeFromStdin(ctx, opts) : await changeInForm(ctx);
  if (opts.json) writeJson(ctx.io, result, opts);
  else renderSuccess(ctx.io, ctx.t('account.cli.password.changed', { count: result.revokedSessions }));
  return result;
}
