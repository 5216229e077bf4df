import '../shared/content.css';
import { Button, Intent } from '@blueprintjs/core';
import type { Page } from '@opsdeck/shared/schemas';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DataList } from '../../../components/data-list/data-list.tsx';
import { buttonWidthPx } from '../../../components/data-list/table-layout.ts';
import type { ListColumn } from '../../../components/data-list/types.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { toastSuccess } from '../../../lib/toaster.ts';
import { isStaleError } from '../shared/api-problem.ts';
import { StaleNotice } from '../shared/stale-notice.tsx';
import { statusActionLook } from '../shared/status-tag.tsx';
import { editorialDefinition } from './editorial-definition.tsx';
import type { EditorialResource, EditorialRow } from './editorial-resource.ts';
import { LazyEditorialDialog } from './lazy-editorial-dialog.tsx';

/**
 * The list screen of topics, wallpaper topics and collections: search and status filters, the
 * table, "New …" and Edit in a dialog, and Put online / Take offline per row (sent with the row's
 * updatedAt; a stale change offers Reload). Opening a row edits it, or goes to its detail page.
 */
export function EditorialListScreen<R extends EditorialRow>({
  resource,
}: {
  resource: EditorialResource<R>;
}) {
  const api = useApi();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const def = useMemo(() => editorialDefinition(resource), [resource]);
  const [dialog, setDialog] = useState<{ row: R | null } | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const [stale, setStale] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [nextSort, setNextSort] = useState(0);
  const noun = t(resource.noun);

  const onPage = useCallback((page: Page<R> | null) => {
    setNextSort((page?.list ?? []).reduce((m, r) => Math.max(m, r.sort + 1), 0));
  }, []);
  const reload = useCallback(() => {
    setStale(null);
    setReloadKey((k) => k + 1);
  }, []);

  const toggle = useCallback(
    async (row: R) => {
      const status = row.status === 'online' ? 'offline' : 'online';
      setBusy(row.id);
      setStale(null);
      try {
        const saved = await resource.setStatus(api, row.id, { status, updatedAt: row.updatedAt });
        toastSuccess(
          t(status === 'online' ? 'contentWeb.editorial.nowOnline' : 'contentWeb.editorial.nowOffline', {
            title: saved.title,
          }),
        );
        setReloadKey((k) => k + 1);
      } catch (err) {
        if (isStaleError(err)) setStale(err instanceof Error ? err.message : String(err));
      } finally {
        setBusy(null);
      }
    },
    [resource, t, api],
  );

  const open = useCallback(
    (row: R) => {
      if (resource.detailHref) navigate(resource.detailHref(row));
      else setDialog({ row });
    },
    [navigate, resource],
  );

  // both buttons in full, whichever the row shows (the longer status action), never shrunk
  const actionsWidth =
    22 +
    buttonWidthPx(resource.detailHref ? t('contentWeb.actions.open') : t('contentWeb.actions.edit')) +
    Math.max(...(['online', 'offline'] as const).map((to) => buttonWidthPx(statusActionLook(to, t).text)));
  const actions: ListColumn<R>[] = useMemo(
    () => [
      {
        id: 'actions',
        title: 'contentWeb.columns.actions',
        width: actionsWidth,
        minWidth: actionsWidth,
        render: (row) => (
          <span className="od-content-actions-cell">
            <Button
              size="small"
              variant="minimal"
              icon={resource.detailHref ? 'eye-open' : 'edit'}
              text={resource.detailHref ? t('contentWeb.actions.open') : t('contentWeb.actions.edit')}
              aria-label={`${resource.detailHref ? t('contentWeb.actions.open') : t('contentWeb.actions.edit')} ${row.title}`}
              onClick={() => open(row)}
            />
            <Button
              size="small"
              variant="minimal"
              {...statusActionLook(row.status === 'online' ? 'offline' : 'online', t)}
              loading={busy === row.id}
              onClick={() => void toggle(row)}
            />
          </span>
        ),
        csv: () => '',
      },
    ],
    [actionsWidth, busy, open, resource.detailHref, t, toggle],
  );

  return (
    <>
      <DataList
        def={def}
        title={resource.title}
        reloadKey={reloadKey}
        onPage={onPage}
        onOpen={open}
        tailColumns={actions}
        banner={stale ? <StaleNotice onReload={reload} message={stale} /> : undefined}
        actions={
          <Button
            intent={Intent.PRIMARY}
            icon="add"
            text={t('contentWeb.editorial.new', { noun })}
            onClick={() => setDialog({ row: null })}
          />
        }
      />
      {dialog && (
        <LazyEditorialDialog
          resource={resource}
          row={dialog.row}
          nextSort={nextSort}
          onClose={() => setDialog(null)}
          onSaved={(saved) => {
            setDialog(null);
            setReloadKey((k) => k + 1);
            if (!dialog.row && resource.detailHref) navigate(resource.detailHref(saved));
          }}
        />
      )}
    </>
  );
}
