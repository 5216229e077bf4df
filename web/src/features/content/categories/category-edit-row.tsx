import { Button, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import type { Locale } from '@opsdeck/shared/i18n';
import { CATEGORY_LIMITS, CATEGORY_SCOPES, type Category, type CategoryScope } from '@opsdeck/shared/schemas';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../lib/i18n.ts';
import { StatusTag } from '../shared/status-tag.tsx';
import { slugify } from '../shared/validate.ts';
import { type CategoryDraft, type CategoryField, checkCreate, checkUpdate } from './category-draft.ts';

export interface CategoryEditRowProps {
  /** The row being edited, or null for a new category. */
  row: Category | null;
  initial: CategoryDraft;
  /** The server's messages by field (after a failed save). */
  serverErrors: Partial<Record<CategoryField, string>>;
  saving: boolean;
  onSave: (draft: CategoryDraft) => void;
  onCancel: () => void;
  /** Columns after the edited ones (counts, time) to keep the row aligned. */
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

/**
 * A category row in edit mode: name, slug, icon, scope and sort order as inputs, checked with the
 * shared schema as they change (messages under the inputs, server's after a save); Enter saves,
 * Escape cancels. A new category's slug follows its name until the slug is typed in.
 */
export function CategoryEditRow(props: CategoryEditRowProps) {
  const { t } = useTranslation();
  const locale: Locale = currentLocale();
  const [draft, setDraft] = useState(props.initial);
  const [slugTouched, setSlugTouched] = useState(props.row !== null);
  const [tried, setTried] = useState(false);
  const [edited, setEdited] = useState<ReadonlySet<CategoryField>>(new Set());
  const checked = props.row ? checkUpdate(props.row, draft, locale) : checkCreate(draft, locale);

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
    const local = tried || edited.has(field) ? checked.fields[field] : undefined;
    return local ?? props.serverErrors[field];
  }
  function save() {
    setTried(true);
    if (checked.ok && !props.saving) props.onSave(draft);
  }
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
  const label = (key: string) => t(key);

  return (
    <tr
      className="od-category-editing"
      onKeyDown={onKeyDown}
      data-testid={props.row ? `category-edit-${props.row.id}` : 'category-new'}
    >
      <td>
        <Field error={errorOf('sort')}>
          <InputGroup
            size="small"
            name="sort"
            inputMode="numeric"
            aria-label={label('contentWeb.columns.sort')}
            value={draft.sort}
            intent={intent('sort')}
            onChange={(e) => set('sort', e.target.value)}
            className="od-input-sort"
          />
        </Field>
      </td>
      <td>
        <Field error={errorOf('name')}>
          <InputGroup
            size="small"
            name="name"
            autoFocus
            aria-label={label('fields.name')}
            value={draft.name}
            maxLength={CATEGORY_LIMITS.name + 10}
            intent={intent('name')}
            onChange={(e) => set('name', e.target.value)}
          />
        </Field>
      </td>
      <td>
        <Field error={errorOf('slug')}>
          <InputGroup
            size="small"
            name="slug"
            aria-label={label('fields.slug')}
            placeholder="spring-2026"
            value={draft.slug}
            intent={intent('slug')}
            onChange={(e) => set('slug', e.target.value)}
            className="od-input-mono"
          />
        </Field>
      </td>
      <td>
        <Field error={errorOf('icon')}>
          <InputGroup
            size="small"
            name="icon"
            aria-label={label('fields.icon')}
            value={draft.icon}
            intent={intent('icon')}
            onChange={(e) => set('icon', e.target.value)}
          />
        </Field>
      </td>
      <td>
        <Field error={errorOf('scope')}>
          <HTMLSelect
            name="scope"
            aria-label={label('fields.scope')}
            value={draft.scope}
            onChange={(e) => set('scope', e.currentTarget.value as CategoryScope)}
            options={CATEGORY_SCOPES.map((s) => ({ value: s, label: t(`content.scope.${s}`) }))}
          />
        </Field>
      </td>
      <td>{props.row ? <StatusTag status={props.row.status} /> : <StatusTag status="enabled" />}</td>
      {Array.from({ length: props.trailing }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: empty filler cells
        <td key={i} />
      ))}
      <td>
        <span className="od-content-actions-cell">
          <Button
            size="small"
            intent={Intent.PRIMARY}
            icon="tick"
            text={t('contentWeb.actions.save')}
            loading={props.saving}
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
  );
}
