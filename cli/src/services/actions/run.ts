import { type ApiClient, newIdempotencyKey } from '@opsdeck/shared/api';
import { CancelError, UsageError } from '@opsdeck/shared/errors';
import type { ActionSpec } from '../../actions/spec.js';
import { writeLine } from '../../io/io-streams.js';
import { writeJson } from '../../output/json.js';
import type { KeyValue } from '../../ui/key-value-list.js';
import { renderConfirm, renderKeyValues, renderSuccess, renderWarning } from '../../ui/render.js';
import type { ServiceContext } from '../context.js';
import { loadAction } from './args.js';
import { TOKEN_PRESENTERS } from './present-tokens.js';

/** Options of a catalogue action command: its checked args and how to run it. */
export interface ActionOptions {
  json: boolean;
  jsonFields?: readonly string[];
  /** --jq: the JSON filtered by a jq expression. */
  jq?: string;
  args: Record<string, unknown>;
  yes: boolean;
}

/** Args that name a member: given as the re-issues take one (internal ID, 8-digit member ID, phone). */
const MEMBER_ARGS = ['memberId', 'inviterId', 'inviteeId'] as const;

/**
 * The args with each member reference as the internal id the API takes, found as `coins reissue
 * --member` finds one: `checkins record --member 25934810` is the member the lists show as 25934810.
 */
async function withMemberIds(
  api: ApiClient,
  args: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const present = MEMBER_ARGS.filter((name) => args[name] !== undefined);
  if (present.length === 0) return args;
  const { memberResolver } = await import('../batch/resolve.js');
  const resolve = memberResolver(api);
  const ids = await Promise.all(present.map((name) => resolve(String(args[name]))));
  return { ...args, ...Object.fromEntries(present.map((name, i) => [name, ids[i]])) };
}

/** A value on one line: text as it is, anything else as JSON. */
const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The args as labelled lines, by flag (what the confirmation shows). */
function argItems(spec: ActionSpec, args: Record<string, unknown>): KeyValue[] {
  return spec.args
    .filter((a) => args[a.name] !== undefined)
    .map((a) => ({ label: a.flag, value: shown(args[a.name]) }));
}

/**
 * Runs a catalogue action from the command line, exactly as the palette runs it: the checked args
 * go to the entry's own `run`. An action of risk `confirm` asks first on a terminal, or needs --yes.
 * Prints the answer as JSON, or its top-level fields as `key value` lines, then the action's notice
 * for this answer, if any (a warning on stderr).
 */
export async function runAction(
  ctx: ServiceContext,
  spec: ActionSpec,
  opts: ActionOptions,
  deps: { confirm: typeof renderConfirm } = { confirm: renderConfirm },
): Promise<unknown> {
  const { t, io } = ctx;
  ctx.requireSignIn();
  const action = await loadAction(spec.id);
  const title = t(spec.i18nKey);
  if (spec.risk !== 'safe' && !opts.yes) {
    if (!io.canPrompt()) throw new UsageError(t('cli.actions.needsYes', { command: spec.cli.join(' ') }));
    const yes = await deps.confirm({
      io,
      title,
      items: argItems(spec, opts.args),
      question: t('cli.actions.confirm'),
      hint: t('cli.reissue.confirm.hint'),
    });
    if (!yes) throw new CancelError(t('cli.errors.cancelled'));
    writeLine(io.stderr);
  }
  // a money action runs once per key: a new one for this run (a dry run needs none)
  const key =
    spec.risk === 'money' && opts.args.dryRun !== true ? { idempotencyKey: newIdempotencyKey() } : {};
  const api = await ctx.apiClient();
  const result = await action.run(api, await withMemberIds(api, opts.args), key);
  // what the answer calls for (e.g. "reward rule is off") goes to stderr, so --json stays clean
  const notice = action.notice?.(result);
  if (opts.json) {
    writeJson(io, result ?? null, opts);
    if (notice) renderWarning(io, t(notice));
    return result;
  }
  const present = TOKEN_PRESENTERS[spec.id];
  if (present) {
    await present(ctx, result);
    if (notice) renderWarning(io, t(notice));
    return result;
  }
  if (result !== null && typeof result === 'object' && !Array.isArray(result)) {
    const pairs = Object.entries(result as Record<string, unknown>).map(([k, v]) => [k, shown(v)] as const);
    await renderKeyValues({ io, items: pairs.map(([label, value]) => ({ label, value })), plain: pairs });
  }
  renderSuccess(io, t('cli.actions.done', { action: title }));
  if (notice) renderWarning(io, t(notice));
  return result;
}
