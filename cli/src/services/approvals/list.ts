import { listApprovals as listApprovalsCall } from '@opsdeck/shared/api';
import type { Approval, ApprovalStatus } from '@opsdeck/shared/schemas';
import type { Translate } from '../../i18n.js';
import { formatDateTime } from '../../ui/format.js';
import type { TableCell } from '../../ui/table.js';
import { columnFits } from '../../ui/table-fit.js';
import type { ServiceContext } from '../context.js';
import { writeList } from '../shared/list-output.js';

/** Options of `opsdeck approvals list`. */
export interface ListApprovalsOptions {
  json: boolean;
  jsonFields?: readonly string[];
  /** --jq: the JSON filtered by a jq expression. */
  jq?: string;
  ndjson?: boolean;
  status?: ApprovalStatus;
}

const COLUMNS = ['id', 'kind', 'status', 'requester', 'change', 'created'] as const;

/** On a narrow terminal the requester and the date go first; the change shortens, but stays readable. */
export const APPROVAL_FITS = columnFits(0, 3, 2, 5, [1, 24], 4);

/** What a request asks, in one line: `member 12 +20000 coins` or the changed parameters. */
export function changeOf(a: Approval): string {
  const p = a.payload;
  if (a.kind === 'patch_coins') return `member ${a.memberId} +${String(p.coins)} coins · ${String(p.reason)}`;
  if (a.kind === 'patch_vip') return `member ${a.memberId} +${String(p.days)} days · ${String(p.reason)}`;
  return Object.keys(p).join(', ');
}

function cells(t: Translate, a: Approval): TableCell[] {
  return [
    { text: String(a.id), tone: 'muted' },
    { text: t(`approvals.kind.${a.kind}`) },
    { text: t(`approvals.status.${a.status}`), tone: a.status === 'pending' ? 'accent' : 'muted' },
    { text: a.requester.name },
    { text: changeOf(a), tone: 'strong' },
    { text: formatDateTime(a.createdAt), tone: 'muted' },
  ];
}

/** A request as tab-separated values for scripts: id, kind, status, requester, change, created. */
export function approvalRow(a: Approval): string[] {
  return [String(a.id), a.kind, a.status, a.requester.name, changeOf(a), a.createdAt];
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
