import type { Translate } from '../../i18n.js';
import { writeJson, writeNdjson } from '../../output/json.js';
import { renderInfo, renderTable } from '../../ui/render.js';
import type { TableCell } from '../../ui/table.js';
import type { ColumnFit } from '../../ui/table-fit.js';
import type { ServiceContext } from '../context.js';

/** How a list command shows its rows: on a terminal, and piped. */
export interface ListView<R> {
  /** i18n key of the line shown when there are no rows. */
  none: string;
  /** i18n keys of the column headers. */
  headers: readonly string[];
  cells: (t: Translate, row: R) => TableCell[];
  /** The stable piped values of a row. */
  plain: (row: R) => string[];
  /** How the columns give way on a narrow terminal (by default the rightmost go first). */
  fits?: readonly (ColumnFit | undefined)[];
}

/** Writes a fetched list as the flags ask: NDJSON, JSON, or a table (a line of its own when empty). */
export async function writeList<R>(
  ctx: ServiceContext,
  rows: readonly R[],
  opts: { json: boolean; ndjson?: boolean; jsonFields?: readonly string[]; jq?: string },
  view: ListView<R>,
): Promise<void> {
  if (opts.ndjson) writeNdjson(ctx.io, rows, opts);
  else if (opts.json) writeJson(ctx.io, rows, opts);
  else if (rows.length === 0) renderInfo(ctx.io, ctx.t(view.none));
  else {
    await renderTable({
      io: ctx.io,
      t: ctx.t,
      ...(view.fits ? { fits: view.fits } : {}),
      headers: view.headers.map((h) => ctx.t(h)),
      rows: rows.map((row) => view.cells(ctx.t, row)),
      plain: rows.map(view.plain),
    });
  }
}
