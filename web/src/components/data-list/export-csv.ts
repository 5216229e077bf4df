import type { ApiClient } from '@opsdeck/shared/api';
import { collectRows } from './collect-rows.ts';
import { buildCsv, csvFileName } from './csv.ts';
import { columnTitle } from './format.ts';
import type { CellContext, ListColumn, ListDefinition, ListQuery } from './types.ts';

/** What an export wrote. */
export interface ExportResult {
  rows: number;
  capped: boolean;
  fileName: string;
}

/** Saves text as a file through a temporary link (the browser's download). */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Exports the filtered, sorted list as CSV: the visible columns with translated headers, every
 * matching row up to the cap, paged through the list's own endpoint.
 */
export async function exportListCsv<R>(
  client: ApiClient,
  def: ListDefinition<R>,
  query: ListQuery,
  columns: readonly ListColumn<R>[],
  ctx: CellContext,
  opts: { signal?: AbortSignal; onProgress?: (count: number) => void } = {},
): Promise<ExportResult> {
  const { rows, capped } = await collectRows((q) => def.fetchPage(client, q), query, opts);
  const fileName = csvFileName(def.id);
  if (rows.length > 0) {
    const text = buildCsv(
      columns.map((c) => columnTitle(ctx.t, c)),
      rows.map((row) => columns.map((c) => c.csv(row, ctx))),
    );
    downloadText(text, fileName);
  }
  return { rows: rows.length, capped, fileName };
}
