import { updateTemplate } from '@opsdeck/shared/api';
import type { Template } from '@opsdeck/shared/schemas';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api-context.tsx';
import { currentLocale } from '../../../lib/i18n.ts';
import { toastSuccess } from '../../../lib/toaster.ts';
import { type ContentProblem, problemOf } from '../shared/api-problem.ts';
import { StaleNotice } from '../shared/stale-notice.tsx';
import {
  checkTemplateUpdate,
  isTemplateChanged,
  TEMPLATE_FIELDS,
  type TemplateDraft,
  type TemplateField,
  templateDraftOf,
} from './template-draft.ts';
import { TemplateForm } from './template-form.tsx';
import { useTemplateCategories } from './use-template-categories.ts';

export interface TemplateEditProps {
  row: Template;
  onSaved: (row: Template) => void;
  onCancel: () => void;
  /** Drop the edits and load the template as it is now (after a stale save). */
  onReload: () => void;
}

/**
 * Editing a template on its detail page: the same fields and layout editor as the create screen.
 * Save sends only what changed and the updatedAt that was read; when someone else saved first, the
 * server refuses (409) and the screen says so, with Reload, instead of overwriting their work.
 */
export function TemplateEdit({ row, onSaved, onCancel, onReload }: TemplateEditProps) {
  const api = useApi();
  const { t } = useTranslation();
  const categories = useTemplateCategories();
  const [draft, setDraft] = useState<TemplateDraft>(() => templateDraftOf(row));
  const [edited, setEdited] = useState<ReadonlySet<TemplateField>>(new Set());
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<ContentProblem | null>(null);
  const checked = checkTemplateUpdate(row, draft, currentLocale());
  const errorOf = (f: TemplateField) => (edited.has(f) ? checked.fields[f] : undefined) ?? problem?.fields[f];
  const changed = isTemplateChanged(row, draft);

  async function save(e?: FormEvent) {
    e?.preventDefault();
    setEdited(new Set(TEMPLATE_FIELDS));
    if (!checked.ok || saving) return;
    if (!changed) {
      onCancel();
      return;
    }
    setSaving(true);
    setProblem(null);
    try {
      const saved = await updateTemplate(api, row.id, checked.value);
      toastSuccess(t('contentWeb.template.saved', { name: saved.name }));
      onSaved(saved);
    } catch (err) {
      setProblem(problemOf(err, TEMPLATE_FIELDS));
    } finally {
      setSaving(false);
    }
  }

  return (
    <TemplateForm
      formId="template-edit-form"
      title={t('contentWeb.template.editTitle', { name: row.name })}
      submitText={t('contentWeb.actions.save')}
      saving={saving}
      submitDisabled={problem?.stale}
      onCancel={onCancel}
      onSubmit={save}
      draft={draft}
      setDraft={setDraft}
      onEdited={(fields) => setEdited((s) => new Set([...s, ...fields]))}
      categories={categories.data ?? [{ id: row.categoryId, name: row.categoryName }]}
      errorOf={errorOf}
      notice={problem?.stale && <StaleNotice onReload={onReload} message={problem.message} />}
      problems={[
        undefined,
        problem?.stale ? undefined : (problem?.fields.layout ?? (problem?.message || undefined)),
      ]}
    />
  );
}
