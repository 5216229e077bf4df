import { UsageError } from '@opsdeck/shared/errors';
import type { Locale } from '@opsdeck/shared/i18n';
import type { ReissueKind } from '@opsdeck/shared/reissue';
import { joinMessages } from '@opsdeck/shared/schemas';
import type { Translate } from '../../i18n.js';
import type { IOStreams } from '../../io/io-streams.js';
import { countOf, grouped } from '../../ui/format.js';
import { renderWarning } from '../../ui/render.js';
import type { ReissueAction } from '../reissue/action.js';
import { parseCsv } from './csv.js';
import { parseNdjson } from './ndjson.js';
import { type BatchRow, checkRows, csvRows, ndjsonRows, type RowError } from './rows.js';
import { type BatchSource, readBatchSource } from './source.js';

/** A batch file read and checked: every row valid, each with its key. */
export interface LoadedBatch {
  source: BatchSource;
  rows: BatchRow[];
}

/** The rows of a file whose rows were not all valid, as one message (exit 2, nothing issued). */
function invalidRowsMessage(
  ctx: { t: Translate; locale: Locale },
  errors: readonly RowError[],
  rows: number,
): string {
  const { t } = ctx;
  const lines = [t('cli.batch.errors.invalidRows', { ...countOf(errors.length), rows: grouped(rows) })];
  for (const e of [...errors].sort((a, b) => a.line - b.line))
    lines.push(
      `  ${t('cli.batch.errors.atLine', { line: e.line, message: joinMessages(e.messages, ctx.locale) })}`,
    );
  return lines.join('\n');
}

/** Repeated rows are shown at most this many times. */
const SHOWN_REPEATS = 10;

/**
 * Reads a batch file (or standard input for `-`) and checks every row with the catalogue action's
 * args schema before anything is sent. Any bad row refuses the whole batch with all bad rows and
 * their lines (a usage error, exit 2). Rows repeating an earlier row are pointed out on stderr.
 */
export async function loadBatch(
  ctx: { io: IOStreams; t: Translate; locale: Locale },
  action: ReissueAction,
  kind: ReissueKind,
  opts: { file: string; batchId?: string },
): Promise<LoadedBatch> {
  const { t, io } = ctx;
  const source = await readBatchSource(t, opts.file, io.stdin);
  const parsed =
    source.format === 'csv'
      ? (() => {
          const { records, problems } = parseCsv(source.text);
          return { ...csvRows(t, kind, records), problems };
        })()
      : (() => {
          const { records, problems } = parseNdjson(source.text);
          return { ...ndjsonRows(t, kind, records), problems };
        })();
  const checked = checkRows(action, kind, parsed.rows, {
    t,
    locale: ctx.locale,
    ...(opts.batchId ? { batchId: opts.batchId } : {}),
  });
  const errors: RowError[] = [
    ...parsed.problems.map((p) => ({ line: p.line, messages: [t(`cli.batch.errors.${p.problem}`)] })),
    ...parsed.errors,
    ...checked.errors,
  ];
  const total = checked.rows.length + errors.length;
  if (errors.length > 0) throw new UsageError(invalidRowsMessage(ctx, errors, total));
  if (checked.rows.length === 0)
    throw new UsageError(t('cli.batch.errors.noRows', { file: source.name, format: source.format }));
  for (const r of checked.repeats.slice(0, SHOWN_REPEATS))
    renderWarning(io, t('cli.batch.repeatedRow', { line: r.line, first: r.firstLine }));
  if (checked.repeats.length > SHOWN_REPEATS)
    renderWarning(io, t('cli.batch.moreRepeats', countOf(checked.repeats.length - SHOWN_REPEATS)));
  return { source, rows: checked.rows };
}
