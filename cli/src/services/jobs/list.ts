import { listReissueJobs } from '@opsdeck/shared/api';
import type { ReissueJob, ReissueJobStatus } from '@opsdeck/shared/schemas';
import type { Translate } from '../../i18n.js';
import { grouped, terminalDateTime } from '../../ui/format.js';
import type { TableCell } from '../../ui/table.js';
import { columnFits } from '../../ui/table-fit.js';
import type { ServiceContext } from '../context.js';
import { writeList } from '../shared/list-output.js';
import { doneRows, whatText } from './format.js';

/** Options of `opsdeck jobs list`. */
export interface ListJobsOptions {
  json: boolean;
  jsonFields?: readonly string[];
  jq?: string;
  ndjson?: boolean;
  status?: ReissueJobStatus;
}

const COLUMNS = ['id', 'status', 'what', 'members', 'progress', 'requester', 'created'] as const;

/** On a narrow terminal the date and requester go first; the members' filter shortens. */
const FITS = columnFits(0, 0, 2, [1, 16], 0, 3, 4);

function cells(t: Translate, j: ReissueJob): TableCell[] {
  return [
    { text: String(j.id), tone: 'muted' },
    { text: t(`reissueJobs.statuses.${j.status}`), tone: j.status === 'running' ? 'accent' : 'muted' },
    { text: whatText(t, j), tone: 'strong' },
    { text: j.filterText },
    // grouped as the amounts beside it (`1,977/1,977` under `5 coins → 9,885 coins`); piped bare
    { text: `${grouped(doneRows(j))}/${grouped(j.count)}` },
    { text: j.createdBy.name },
    { text: terminalDateTime(j.createdAt), tone: 'muted' },
  ];
}

/** A job as tab-separated values: id, status, kind, amount, total, count, done, failed, left, requester, created. */
function plain(j: ReissueJob): string[] {
  return [
    String(j.id),
    j.status,
    j.kind,
    j.amount === null ? '' : String(j.amount),
    String(j.total),
    String(j.count),
    String(doneRows(j)),
    String(j.failed),
    String(j.left),
    j.createdBy.name,
    j.createdAt,
  ];
}

/** Lists jobs newest first (JSON, NDJSON, a table on a terminal, tab-separated lines when piped). */
export async function listJobs(ctx: ServiceContext, opts: ListJobsOptions): Promise<ReissueJob[]> {
  ctx.requireSignIn();
  const api = await ctx.apiClient();
  const list = await listReissueJobs(api, opts.status ? { status: opts.status } : {});
  await writeList(ctx, list, opts, {
    none: 'cli.jobs.none',
    headers: COLUMNS.map((c) => `cli.jobs.columns.${c}`),
    cells,
    plain,
    fits: FITS,
  });
  return list;
}
