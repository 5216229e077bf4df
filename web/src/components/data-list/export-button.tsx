import { Button, Intent } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isCancelled } from '../../lib/abortable.ts';
import { useApi } from '../../lib/api-context.tsx';
import { dismissToast, showToast, toastError, toastSuccess } from '../../lib/toaster.ts';
import { EXPORT_ROW_CAP } from './collect-rows.ts';
import { exportListCsv } from './export-csv.ts';
import { formatCount } from './format.ts';
import type { CellContext, ListColumn, ListDefinition, ListQuery } from './types.ts';

export interface ExportButtonProps<R> {
  def: ListDefinition<R>;
  /** The list's current query (filters and sort; paging is the export's own). */
  query: ListQuery;
  columns: readonly ListColumn<R>[];
  ctx: CellContext;
}

/** "Export CSV": the filtered list, with a progress toast, and a warning when the cap cut it short. */
export function ExportButton<R>({ def, query, columns, ctx }: ExportButtonProps<R>) {
  const api = useApi();
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  // The button is disabled while it works, which drops the focus: it comes back when it is done.
  const button = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (busy || !refocus.current) return;
    refocus.current = false;
    const now = document.activeElement;
    if (!now || now === document.body) button.current?.focus();
  }, [busy]);

  async function run() {
    refocus.current = document.activeElement === button.current;
    const controller = new AbortController();
    running.current = controller;
    const key = `export-${def.id}`;
    const progress = (count: number) =>
      showToast(
        {
          message: t('lists.export.progress', { formatted: formatCount(count, i18n.language), count }),
          icon: 'cloud-download',
          timeout: 0,
        },
        key,
      );
    setBusy(true);
    progress(0);
    try {
      const result = await exportListCsv(api, def, query, columns, ctx, {
        signal: controller.signal,
        onProgress: progress,
      });
      dismissToast(key);
      const formatted = formatCount(result.rows, i18n.language);
      if (result.rows === 0) {
        showToast({
          message: t('lists.export.nothing'),
          intent: Intent.WARNING,
          icon: 'info-sign',
          timeout: 4000,
        });
      } else if (result.capped) {
        showToast({
          message: t('lists.export.capped', {
            max: formatCount(EXPORT_ROW_CAP, i18n.language),
            count: EXPORT_ROW_CAP,
          }),
          intent: Intent.WARNING,
          icon: 'warning-sign',
          timeout: 8000,
        });
      } else {
        toastSuccess(t('lists.export.done', { count: result.rows, formatted }));
      }
    } catch (err) {
      dismissToast(key);
      if (!isCancelled(err, controller.signal)) {
        toastError(t('lists.export.failed', { message: err instanceof Error ? err.message : String(err) }));
      }
    } finally {
      if (running.current === controller) running.current = null;
      setBusy(false);
    }
  }

  return (
    <Button
      ref={button}
      icon="cloud-download"
      text={t('lists.export.button')}
      loading={busy}
      disabled={busy}
      onClick={() => void run()}
      data-testid="list-export"
    />
  );
}
