import { listApprovals as listApprovalsCall } from '@opsdeck/shared/api';
import type { Approval, ApprovalStatus } from '@opsdeck/shared/schemas';
import type { Translate } from '../../i18n.js';
import { terminalDateTime } from '../../ui/format.js';
import type { TableCell } from '../../ui/table.js';
import { columnFits } from '../../ui/table-fit.js';
import type { ServiceContext } from '../context.js';
import { writeList } from '../shared/list-output.js';
import { ageText, changeText, memberText } from './format.js';

/** Options of `opsdeck approvals list`. */
export interface ListApprovalsOptions {
  json: boolean;
  jsonFields?: readonly string[];
  /** --jq: the JSON filtered by a jq expression. */
  jq?: string;
  ndjson?: boolean;
  status?: ApprovalStatus;
}

const COLUMNS = ['id', 'kind', 'status', 'member', 'amount', 'requester', 'age', 'created'] as const;

/**
 * On a narrow terminal the date, the kind and the requester go first; the member and the amount
 * stay (the member's nickname shortens).
 */
export const APPROVAL_FITS = columnFits(0, 5, 2, [1, 16], 1, 4, 3, 6);

function cells(t: Translate, a: Approval): TableCell[] {
  return [
    { text: String(a.id), tone: 'muted' },
    { text: t(`approvals.kind.${a.kind}`) },
    { text: t(`approvals.status.${a.status}`), tone: a.status === 'pending' ? 'accent' : 'muted' },
    { text: memberText(a), tone: 'strong' },
    { text: changeText(t, a), tone: 'strong' },
    { text: a.requester.name },
    { text: ageText(t, a.createdAt), tone: 'muted' },
    { text: terminalDateTime(a.createdAt), tone: 'muted' },
  ];
}

/**
 * A request as tab-separated values for scripts: id, kind, status, the member's 8-digit id, the
 * amount (coins or days; empty for a parameter change), requester, created and expires (ISO).
 */
export function approvalRow(a: Approval): string[] {
  return [
    String(a.id),
    a.kind,
    a.status,
    a.member?.visibleId ?? '',
    a.amount === null ? '' : String(a.amount),
    a.requester.name,
    a.createdAt,
    a.expiresAt,
  ];
}

/**
 * Lists approval requests, newest first, optionally of one status (a non-admin sees their own): JSON,
 * NDJSON, a table on a terminal or tab-separated lines when piped.
 */
export async function listApprovals(ctx: ServiceContext, opts: ListApprovalsOptions): Promise<Approval[]> {
  ctx.requireSignIn();
  const api = await ctx.apiClient();
  const list = await listApprovalsCall(api, opts.status ? { status: opts.status } : {});
  await writeList(ctx, list, opts, {
    none: 'approvals.cli.none',
    headers: COLUMNS.map((c) => `approvals.cli.columns.${c}`),
    cells,
    plain: approvalRow,
    fits: APPROVAL_FITS,
  });
  return list;
}
