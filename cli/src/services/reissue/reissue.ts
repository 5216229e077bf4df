import { type ApiClient, getMember, newIdempotencyKey } from '@opsdeck/shared/api';
import { AbortError, ApiError, CancelError, UsageError } from '@opsdeck/shared/errors';
import { approvalReason, pendingNeed, previewNeed } from '@opsdeck/shared/i18n/approval-need';
import type { ReissueKind } from '@opsdeck/shared/reissue';
import { isReissuePending, type MemberDetail, type ReissuePending } from '@opsdeck/shared/schemas';
import { TransportError } from '../../errors.js';
import { writeLine } from '../../io/io-streams.js';
import { writeJson } from '../../output/json.js';
import { renderConfirm, renderInfo, renderKeyValues, renderSuccess, renderWarning } from '../../ui/render.js';
import type { ServiceContext } from '../context.js';
import { loadReissueAction, type ReissueAction, type ReissueAnswer, type ReissueResult } from './action.js';
import { type ReissueInput, reissueBody } from './args.js';
import { reissueItems, reissuePlain } from './present.js';
import { retryCommand } from './retry.js';

/** Options of `opsdeck coins|vip reissue`: the checked input and how to run it. */
export interface ReissueOptions extends ReissueInput {
  json: boolean;
  /** --json a,b: only these fields. */
  jsonFields?: readonly string[];
  /** --jq: the JSON filtered by a jq expression. */
  jq?: string;
  dryRun: boolean;
  yes: boolean;
  server?: string;
}

/** What `--json` prints: the server's answer plus the key that was sent. */
export type ReissueOutcome = ReissueAnswer & { idempotencyKey: string };

/** What the flow needs from outside (tests swap them). */
export interface ReissueDeps {
  confirm: typeof renderConfirm;
  newKey: () => string;
}

const defaultDeps: ReissueDeps = { confirm: renderConfirm, newKey: newIdempotencyKey };

/** Finds the member of an internal ID, 8-digit member ID or 11-digit phone (404 when none). */
function resolveMember(api: ApiClient, ref: string): Promise<MemberDetail> {
  return getMember(api, ref);
}

/**
 * True when a failed re-issue may still have been applied: no answer came back (transport), or the
 * server failed (5xx). Only then is a retry with the same key the way forward.
 */
function outcomeUnknown(error: unknown): boolean {
  return error instanceof TransportError || (error instanceof ApiError && error.status >= 500);
}

/** Runs the action's call (the dry run, or the re-issue itself) with the key in its header. */
export async function sendReissue(
  api: ApiClient,
  action: ReissueAction,
  kind: ReissueKind,
  memberId: number,
  input: ReissueInput,
  opts: { key: string; dryRun: boolean },
): Promise<ReissueAnswer> {
  const body = reissueBody(action, kind, memberId, input, opts.dryRun);
  return (await action.run(api, body, { idempotencyKey: opts.key })) as ReissueAnswer;
}

/** A dry run's answer (the server never holds a dry run for approval). */
async function previewReissue(
  api: ApiClient,
  action: ReissueAction,
  kind: ReissueKind,
  memberId: number,
  input: ReissueInput,
  key: string,
): Promise<ReissueResult> {
  const answer = await sendReissue(api, action, kind, memberId, input, { key, dryRun: true });
  if (isReissuePending(answer)) throw new Error(`a dry run answered approval ${answer.approvalId}`);
  return answer;
}

/** A re-issue above the approval threshold: nothing issued; the request waits for a second admin. */
function reportPending(
  ctx: ServiceContext,
  pending: ReissuePending,
  key: string,
  opts: Pick<ReissueOptions, 'json' | 'jsonFields' | 'jq'>,
): void {
  const { t, io } = ctx;
  if (opts.json) {
    writeJson(io, { ...pending, idempotencyKey: key }, opts);
    return;
  }
  renderWarning(
    io,
    t('approvals.cli.pendingLine', {
      id: pending.approvalId,
      reason: approvalReason(t, ctx.locale, pendingNeed(pending)),
    }),
  );
  // a replayed request another admin has decided since
  if (pending.status !== 'pending')
    renderInfo(io, t('approvals.statusNow', { status: t(`approvals.status.${pending.status}`) }));
  renderInfo(io, t('approvals.cli.approveHint', { id: pending.approvalId }));
  renderInfo(io, t('cli.reissue.keyLine', { key }));
}

/** A dry run's word that confirming would wait for a second admin (the server's gate decided it). */
function warnIfNeedsApproval(ctx: ServiceContext, preview: ReissueResult): void {
  const { t, io } = ctx;
  const facts = previewNeed(preview);
  if (!facts) return;
  renderWarning(io, t('approvals.needsApproval', { reason: approvalReason(t, ctx.locale, facts) }));
}

/**
 * Without --yes: refuses when nobody can answer (exit 2), else asks on the terminal — unless the
 * server says this key already did this re-issue, when there is nothing left to confirm. Nothing has
 * been written when this throws.
 */
async function confirmOrRefuse(
  ctx: ServiceContext,
  kind: ReissueKind,
  preview: ReissueResult,
  key: string,
  deps: ReissueDeps,
): Promise<void> {
  const { t, io } = ctx;
  if (!io.canPrompt()) throw new UsageError(t('cli.reissue.needsYes'));
  if (preview.replayed) return;
  // held for a second admin: said under the figures, and the question asks to send it for approval
  const need = previewNeed(preview);
  const yes = await deps.confirm({
    io,
    title: t(kind.noun === 'coins' ? 'patch.coinTitle' : 'patch.vipTitle'),
    items: reissueItems(t, preview, key),
    ...(need ? { note: t('approvals.needsApproval', { reason: approvalReason(t, ctx.locale, need) }) } : {}),
    question: t(need ? 'cli.reissue.confirm.questionApproval' : 'cli.reissue.confirm.question'),
    hint: t(need ? 'cli.reissue.confirm.hintApproval' : 'cli.reissue.confirm.hint'),
  });
  if (!yes) throw new CancelError(t('cli.reissue.declined'));
  writeLine(io.stderr);
}

/** Prints the answer: JSON with the key, or the change on stdout and the status and key on stderr. */
async function report(
  ctx: ServiceContext,
  result: ReissueResult,
  key: string,
  opts: Pick<ReissueOptions, 'json' | 'jsonFields' | 'jq'>,
): Promise<void> {
  const { t, io } = ctx;
  if (opts.json) {
    writeJson(io, { ...result, idempotencyKey: key }, opts);
    return;
  }
  await renderKeyValues({ io, items: reissueItems(t, result), plain: reissuePlain(result) });
  if (result.dryRun) {
    if (result.replayed) renderWarning(io, t('cli.reissue.alreadyDone'));
    warnIfNeedsApproval(ctx, result);
    renderInfo(io, t('patch.dryRun'));
    return;
  }
  if (result.replayed) renderWarning(io, t('patch.replayed', { orderNo: result.orderNo }));
  else renderSuccess(io, t('patch.success', { orderNo: result.orderNo }));
  renderInfo(io, t('cli.reissue.keyLine', { key }));
  renderInfo(io, t('patch.keyHint'));
}

/** The write itself; when its outcome is unknown, the error names the key and the safe retry. */
async function issue(
  ctx: ServiceContext,
  kind: ReissueKind,
  call: { api: ApiClient; action: ReissueAction; memberId: number; key: string },
  opts: ReissueOptions,
): Promise<ReissueAnswer> {
  const { api, action, memberId, key } = call;
  try {
    return await sendReissue(api, action, kind, memberId, opts, { key, dryRun: false });
  } catch (error) {
    if (!outcomeUnknown(error)) throw error;
    const { t } = ctx;
    throw new AbortError(t('cli.reissue.unknownOutcome', { cause: (error as Error).message }), [
      t('cli.reissue.keyLine', { key }),
      t('cli.reissue.retryHint'),
      `  ${retryCommand(kind, opts, key, opts)}`,
    ]);
  }
}

/**
 * Re-issues coins or VIP days to one member (the money rules of docs/domain.md):
 * resolve the member, let the server check the request with the key (a dry run, which also finds an
 * earlier use of the key), then — after a confirmation on a terminal, or --yes — issue it with the
 * same key. A key is generated once when --key is not given. When the outcome is unknown (no
 * answer, or a 5xx), the error names the key and the exact command that retries without doubling.
 */
export async function reissue(
  ctx: ServiceContext,
  kind: ReissueKind,
  opts: ReissueOptions,
  deps: ReissueDeps = defaultDeps,
): Promise<ReissueOutcome> {
  ctx.requireSignIn();
  const action = await loadReissueAction(kind);
  const api = await ctx.apiClient();
  const member = await resolveMember(api, opts.member);
  const key = opts.key ?? deps.newKey();
  const preview = await previewReissue(api, action, kind, member.id, opts, key);
  if (opts.dryRun) {
    await report(ctx, preview, key, opts);
    return { ...preview, idempotencyKey: key };
  }
  if (!opts.yes) await confirmOrRefuse(ctx, kind, preview, key, deps);
  // A key already used for this very re-issue: the dry run answered the stored result of that
  // re-issue, and a write would only replay it, so none is sent.
  const result = preview.replayed
    ? { ...preview, dryRun: false }
    : await issue(ctx, kind, { api, action, memberId: member.id, key }, opts);
  if (isReissuePending(result)) reportPending(ctx, result, key, opts);
  else await report(ctx, result, key, opts);
  return { ...result, idempotencyKey: key };
}
