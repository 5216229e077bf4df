import type { ApiClient } from '@opsdeck/shared/api';
import { ApiError } from '@opsdeck/shared/errors';
import type { ReissueKind } from '@opsdeck/shared/reissue';
import { isReissuePending } from '@opsdeck/shared/schemas';
import { isCoinResult, type ReissueAction, type ReissueAnswer } from '../reissue/action.js';
import { sendReissue } from '../reissue/reissue.js';
import { type Attempted, classify } from '../shared/attempts.js';
import type { MemberResolver } from './resolve.js';
import type { BatchRow } from './rows.js';

/**
 * What happened to a row: issued now, issued by an earlier run (replayed), failed, checked, or held
 * for a second admin (above the approval threshold: nothing issued yet, not an error).
 */
export type RowStatus = 'issued' | 'replayed' | 'failed' | 'dry-run' | 'pending';

/** One line of `--results`: the row, its key and what the server answered. */
export interface RowOutcome {
  line: number;
  key: string;
  member: string;
  memberId?: number;
  coins?: number;
  days?: number;
  reason: string;
  status: RowStatus;
  orderNo?: string | null;
  /** The approval request a pending row waits on. */
  approvalId?: number;
  /**
   * Why a pending row waits (the server's money controls): `amount`, `member_24h` (the member's
   * rolling-window total, earlier rows included) or `operator_daily`; and that total with this row.
   */
  rule?: string;
  windowTotal?: number;
  balanceBefore?: number;
  balanceAfter?: number;
  vipExpiresBefore?: string | null;
  vipExpiresAfter?: string;
  error?: {
    message: string;
    code: number;
    status: number;
    /** No answer came back: the row may have been issued; running the file again settles it. */
    unknownOutcome?: boolean;
  };
  /** Tries of the re-issue call (1 unless an answer was lost). */
  attempts: number;
}

/** What the batch needs to run one row. */
export interface RowDeps {
  api: ApiClient;
  action: ReissueAction;
  kind: ReissueKind;
  resolve: MemberResolver;
  dryRun: boolean;
  retry: <T>(call: () => Promise<T>) => Promise<Attempted<T>>;
}

/**
 * The result of one row: its outcome, and the error when it must stop the whole batch; or, when the
 * batch stopped before the row's re-issue was sent, `abandoned` (the row counts as not started).
 */
export type RowRun = { outcome: RowOutcome; fatal?: unknown; abandoned?: undefined } | { abandoned: true };

type Base = Omit<RowOutcome, 'status' | 'attempts'>;

function base(kind: ReissueKind, row: BatchRow): Base {
  const { input } = row;
  return {
    line: row.line,
    key: input.key,
    member: input.member,
    [kind.amount]: input.amount,
    reason: input.reason,
  };
}

function failed(outcome: Base, error: unknown, tries: number, mayHaveWritten: boolean): RowRun {
  const kind = classify(error);
  const api = error instanceof ApiError ? error : undefined;
  return {
    outcome: {
      ...outcome,
      status: 'failed',
      error: {
        message: error instanceof Error ? error.message : String(error),
        code: api?.code ?? 0,
        status: api?.status ?? 0,
        ...(mayHaveWritten && kind === 'unknown' ? { unknownOutcome: true } : {}),
      },
      attempts: tries,
    },
    ...(kind === 'fatal' ? { fatal: error } : {}),
  };
}

function succeeded(outcome: Base, r: ReissueAnswer, dryRun: boolean, tries: number): RowOutcome {
  if (isReissuePending(r))
    return {
      ...outcome,
      memberId: r.memberId,
      status: 'pending',
      approvalId: r.approvalId,
      rule: r.rule,
      windowTotal: r.windowTotal,
      attempts: tries,
    };
  const change = isCoinResult(r)
    ? { balanceBefore: r.balanceBefore, balanceAfter: r.balanceAfter }
    : { vipExpiresBefore: r.vipExpiresBefore, vipExpiresAfter: r.vipExpiresAfter };
  const status: RowStatus = r.replayed ? 'replayed' : dryRun ? 'dry-run' : 'issued';
  return { ...outcome, memberId: r.memberId, status, orderNo: r.orderNo, ...change, attempts: tries };
}

/**
 * Runs one row: finds the member, then sends the re-issue (or its dry run) with the row's key,
 * retrying lost answers with the same key. Never throws: a failure is the row's outcome.
 */
export async function processRow(row: BatchRow, deps: RowDeps): Promise<RowRun> {
  const outcome = base(deps.kind, row);
  const found = await deps.retry(() => deps.resolve(row.input.member));
  if (!found.ok && found.stopped) return { abandoned: true };
  if (!found.ok) return failed(outcome, found.error, 0, false);
  const memberId = found.value;
  const sent = await deps.retry(() =>
    sendReissue(deps.api, deps.action, deps.kind, memberId, row.input, {
      key: row.input.key,
      dryRun: deps.dryRun,
    }),
  );
  if (!sent.ok && sent.stopped && sent.tries === 0) return { abandoned: true };
  if (!sent.ok) return failed({ ...outcome, memberId }, sent.error, sent.tries, !deps.dryRun);
  return { outcome: succeeded(outcome, sent.value, deps.dryRun, sent.tries) };
}
