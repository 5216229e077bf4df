import { Button, HTMLSelect, InputGroup, type InputGroupProps, Intent } from '@blueprintjs/core';
import type { Locale } from '@opsdeck/shared/i18n';
import { CATEGORY_LIMITS, CATEGORY_SCOPES, type Category, type CategoryScope } from '@opsdeck/shared/schemas';
import { type KeyboardEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChecksFailed } from '../../../components/checks-failed.tsx';
import { currentLocale } from '../../../lib/i18n.ts';
import { StatusTag } from '../shared/status-tag.tsx';
import { slugify } from '../shared/validate.ts';
import type { CategoryDraft, CategoryField } from './category-draft.ts';
import { categoryChecks } from './use-category-checks.ts';

export interface CategoryEditRowProps {
  /** The row being edited, or null for a new category. */
  row: Category | null;
  initial: CategoryDraft;
  /** The server's messages by field (after a failed save). */
  serverErrors: Partial<Record<CategoryField, string>>;
  saving: boolean;
  onSave: (draft: CategoryDraft) => void;
  onCancel: () => void;
  /** Columns after the edited ones (counts, time), which the actions' cell spans to keep the row aligned. */
  trailing: number;
}

function Field(props: { error?: string; children: ReactNode }) {
  return (
    <div className="od-inline-field">
      {props.children}
      {props.error && <div className="od-inline-error">{props.error}</div>}
    </div>
  );
}

/** The text inputs of the row, in column order: the field, its label, the input's own props. */
const TEXT_CELLS: readonly {
  field: 'sort' | 'name' | 'slug' | 'icon';
  label: string;
  props: Partial<InputGroupProps>;
}[] = [
  {
    field: 'sort',
    label: 'contentWeb.columns.sort',
    props: { inputMode: 'numeric', className: 'od-input-sort' },
  },
  { field: 'name', label: 'fields.name', props: { autoFocus: true, maxLength: CATEGORY_LIMITS.name + 10 } },
  { field: 'slug', label: 'fields.slug', props: { placeholder: 'spring-2026', className: 'od-input-mono' } },
  { field: 'icon', label: 'fields.icon', props: {} },
];

/**
 * A category row in edit mode: name, slug, icon, scope and sort order as inputs, checked with the
 * shared schema as they change (messages under the inputs, server's after a save); Enter saves,
 * Escape cancels. A new category's slug follows its name until the slug is typed in. The schema's
 * checks load after the list's first paint: a save asked for before they are in waits for them.
 */
export function CategoryEditRow(props: CategoryEditRowProps) {
  const { t } = useTranslation();
  const locale: Locale = currentLocale();
  const [draft, setDraft] = useState(props.initial);
  const [slugTouched, setSlugTouched] = useState(props.row !== null);
  const [tried, setTried] = useState(false);
  const [edited, setEdited] = useState<ReadonlySet<CategoryField>>(new Set());
  const checks = categoryChecks.use();
  // an edit opened before the list's own load (after its first paint) starts it at once
  useEffect(() => {
    void categoryChecks.load().catch(() => undefined);
  }, []);
  const checked = checks ? checks.checkDraft(props.row, draft, locale) : null;
  // a save asked for while the checks were loading (applied when they are in), or their failure
  const [saveWanted, setSaveWanted] = useState(false);
  const [checksFailed, setChecksFailed] = useState(false);

  function set(field: CategoryField, value: string) {
    setEdited((e) => new Set(e).add(field));
    setDraft((d) => {
      const next = { ...d, [field]: value };
      if (field === 'name' && !slugTouched) next.slug = slugify(value);
      return next;
    });
    if (field === 'slug') setSlugTouched(true);
  }
  function errorOf(field: CategoryField): string | undefined {
    const local = tried || edited.has(field) ? checked?.fields[field] : undefined;
    return local ?? props.serverErrors[field];
  }
  function save() {
    setTried(true);
    setChecksFailed(false);
    if (!checked) {
      setSaveWanted(true);
      categoryChecks.load().catch(() => {
        setSaveWanted(false);
        setChecksFailed(true);
      });
    } else if (checked.ok && !props.saving) props.onSave(draft);
  }
  // a save asked for while the checks were loading, once they are in
  const { onSave, saving } = props;
  const checkedOk = checked?.ok;
  useEffect(() => {
    if (!saveWanted || checkedOk === undefined) return;
    setSaveWanted(false);
    if (checkedOk && !saving) onSave(draft);
  }, [saveWanted, checkedOk, saving, onSave, draft]);
  function onKeyDown(e: KeyboardEvent<HTMLTableRowElement>) {
    if (e.key === 'Enter' && !(e.target instanceof HTMLSelectElement)) {
      e.preventDefault();
      save();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      props.onCancel();
    }
  }
  const intent = (field: CategoryField) => (errorOf(field) ? Intent.DANGER : Intent.NONE);

  return (
    <>
      <tr
        className="od-category-editing od-row-top"
        onKeyDown={onKeyDown}
        data-testid={props.row ? `category-edit-${props.row.id}` : 'category-new'}
      >
        {TEXT_CELLS.map(({ field, label, props: extra }) => (
          <td key={field}>
            <Field error={errorOf(field)}>
              <InputGroup
                size="small"
                name={field}
                aria-label={t(label)}
                value={draft[field]}
                intent={intent(field)}
                onChange={(e) => set(field, e.target.value)}
                {...extra}
              />
            </Field>
          </td>
        ))}
        {/* the scope select and the status share their two columns (the select, whole, is wider than the
          scope column at 1280 px); Save and Cancel take the columns left empty (counts, time) */}
        <td colSpan={2}>
          <span className="od-category-scope-status">
            <Field error={errorOf('scope')}>
              <HTMLSelect
                name="scope"
                aria-label={t('fields.scope')}
                value={draft.scope}
                onChange={(e) => set('scope', e.currentTarget.value as CategoryScope)}
                options={CATEGORY_SCOPES.map((s) => ({ value: s, label: t(`content.scope.${s}`) }))}
              />
            </Field>
            {props.row ? <StatusTag status={props.row.status} /> : <StatusTag status="enabled" />}
          </span>
        </td>
        <td colSpan={props.trailing + 1} className="od-category-edit-actions">
          <span className="od-content-actions-cell">
            <Button
              size="small"
              intent={Intent.PRIMARY}
              icon="tick"
              text={t('contentWeb.actions.save')}
              loading={props.saving || saveWanted}
              onClick={save}
            />
            <Button
              size="small"
              variant="minimal"
              text={t('contentWeb.actions.cancel')}
              onClick={props.onCancel}
            />
          </span>
        </td>
      </tr>
      {checksFailed && (
        <tr className="od-category-problem">
          <td colSpan={TEXT_CELLS.length + props.trailing + 3}>
            <ChecksFailed onRetry={save} />
          </td>
        </tr>
      )}
    </>
  );
}
