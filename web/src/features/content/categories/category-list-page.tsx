import '../shared/content.css';
import { Button, Card, HTMLTable, Intent } from '@blueprintjs/core';
import { createCategory, setCategoryStatus, updateCategory } from '@opsdeck/shared/api';
import type { Category } from '@opsdeck/shared/schemas';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/data-list/export-button.tsx';
import { ListFilterBar } from '../../../components/data-list/filter-bar.tsx';
import { ViewPager } from '../../../components/data-list/list-pager.tsx';
import { ListHead, ListStates, RefreshButton } from '../../../components/data-list/list-states.tsx';
import { useListScreen } from '../../../components/data-list/use-list-screen.ts';
import { nextSort } from '../../../components/data-list/view-state.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { currentLocale } from '../../../lib/i18n.ts';
import { toastSuccess } from '../../../lib/toaster.ts';
import { useLoadAfterFirstScreen } from '../../../lib/use-load-after-first-screen.ts';
import { type ContentProblem, problemOf } from '../shared/api-problem.ts';
import { StaleNotice } from '../shared/stale-notice.tsx';
import { CATEGORY_FIELDS, type CategoryDraft, draftOf, emptyDraft } from './category-draft.ts';
import { CategoryEditRow } from './category-edit-row.tsx';
import { categoryListDefinition as def } from './category-list-definition.tsx';
import { CATEGORY_COLUMNS, CategoryTableHead } from './category-table-head.tsx';
import { CategoryViewRow } from './category-view-row.tsx';
import { categoryChecks } from './use-category-checks.ts';

/**
 * /category/list: categories in a table edited in place. "New category" (or N) opens an empty row at
 * the top; Edit or a double click turns a row into inputs; Enter saves, Escape cancels. Every edit
 * sends the row's updatedAt; a stale one shows "someone else changed it" with Reload. Drawn without
 * zod: the rows' checks load after the first paint (`use-category-checks.ts`).
 */
export function CategoryListPage() {
  const api = useApi();
  const { t } = useTranslation();
  const { controls, view, query, data, ctx } = useListScreen(def);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<{ id: number | 'new'; problem: ContentProblem } | null>(null);
  const [switching, setSwitching] = useState<number | null>(null);
  const rows = data.page?.list ?? [];
  // the rows' checks (zod and the shared schemas) after the first paint, before a first edit needs them
  useLoadAfterFirstScreen(categoryChecks.load);
  const nextSortValue = rows.reduce((m, r) => Math.max(m, r.sort + 1), 0);

  function startEdit(id: number | 'new') {
    setProblem(null);
    setEditing(id);
  }
  function reload() {
    setProblem(null);
    setEditing(null);
    data.retry();
  }

  async function save(row: Category | null, draft: CategoryDraft) {
    const checked = (await categoryChecks.load()).checkDraft(row, draft, currentLocale());
    if (!checked.ok) return;
    if (row && Object.keys(checked.value as object).length === 1) {
      setEditing(null);
      return;
    }
    setSaving(true);
    try {
      const saved = row
        ? await updateCategory(api, row.id, checked.value as Parameters<typeof updateCategory>[2])
        : await createCategory(api, checked.value as Parameters<typeof createCategory>[1]);
      toastSuccess(
        t(row ? 'contentWeb.category.saved' : 'contentWeb.category.created', { name: saved.name }),
      );
      setEditing(null);
      setProblem(null);
      data.retry();
    } catch (err) {
      setProblem({ id: row?.id ?? 'new', problem: problemOf(err, CATEGORY_FIELDS) });
    } finally {
      setSaving(false);
    }
  }

  async function changeStatus(row: Category, enabled: boolean) {
    setSwitching(row.id);
    setProblem(null);
    try {
      const saved = await setCategoryStatus(api, row.id, {
        status: enabled ? 'enabled' : 'disabled',
        updatedAt: row.updatedAt,
      });
      toastSuccess(
        t(enabled ? 'contentWeb.category.enabled' : 'contentWeb.category.disabled', { name: saved.name }),
      );
      data.retry();
    } catch (err) {
      setProblem({ id: row.id, problem: problemOf(err, []) });
    } finally {
      setSwitching(null);
    }
  }

  function problemRow(id: number | 'new') {
    if (problem?.id !== id) return null;
    const p = problem.problem;
    if (!p.stale && !p.message) return null;
    return (
      <tr className="od-category-problem">
        <td colSpan={CATEGORY_COLUMNS}>
          {p.stale ? (
            <StaleNotice onReload={reload} message={p.message} />
          ) : (
            <span className="od-inline-error" role="alert">
              {p.message}
            </span>
          )}
        </td>
      </tr>
    );
  }

  const editRow = (row: Category | null) => (
    <CategoryEditRow
      key={row ? `edit-${row.id}-${row.updatedAt}` : 'new'}
      row={row}
      initial={row ? draftOf(row) : emptyDraft(nextSortValue)}
      serverErrors={problem?.id === (row?.id ?? 'new') ? problem.problem.fields : {}}
      saving={saving}
      onSave={(draft) => void save(row, draft)}
      onCancel={() => {
        setEditing(null);
        setProblem(null);
      }}
      trailing={3}
    />
  );

  const showEmpty =
    !data.error && !data.loading && data.page !== null && rows.length === 0 && editing !== 'new';
  return (
    <div className="od-list-page">
      <ListHead
        title={t('menu.category.list')}
        data={data}
        hint="contentWeb.category.hint"
        actionsClassName="od-content-head-actions"
        actions={
          <Button
            intent={Intent.PRIMARY}
            icon="add"
            text={t('contentWeb.category.new')}
            disabled={editing === 'new'}
            onClick={() => startEdit('new')}
          />
        }
      />
      <Card className="od-list-card">
        <ListFilterBar
          filters={def.filters}
          controls={controls}
          actions={
            <>
              <RefreshButton onClick={data.retry} />
              <ExportButton def={def} query={query} columns={def.columns} ctx={ctx} />
            </>
          }
        />
        <ListStates data={data} empty={showEmpty} view={view} controls={controls} />
        {!data.error && !showEmpty && (
          <div className="od-content-table-scroll">
            <HTMLTable
              compact
              striped
              className="od-content-table od-category-table"
              aria-label={t('menu.category.list')}
            >
              <CategoryTableHead
                sort={view.sort}
                onSort={(field) => controls.setSort(nextSort(view.sort, field, def.defaultSort))}
              />
              <tbody>
                {editing === 'new' && editRow(null)}
                {problemRow('new')}
                {rows.map((row) => (
                  <Fragment key={row.id}>
                    {editing === row.id ? (
                      editRow(row)
                    ) : (
                      <CategoryViewRow
                        row={row}
                        switching={switching === row.id}
                        onEdit={() => startEdit(row.id)}
                        onStatus={(on) => void changeStatus(row, on)}
                      />
                    )}
                    {problemRow(row.id)}
                  </Fragment>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        )}
        <ViewPager controls={controls} data={data} />
      </Card>
    </div>
  );
}
