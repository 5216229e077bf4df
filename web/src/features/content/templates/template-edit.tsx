import { updateTemplate } from '@opsdeck/shared/api';
import type { Template } from '@opsdeck/shared/schemas';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api-context.tsx';
import { currentLocale } from '../../../lib/i18n.ts';
import { toastSuccess } from '../../../lib/toaster.ts';
import { StaleNotice } from '../shared/stale-notice.tsx';
import { useContentForm } from '../shared/use-content-form.ts';
import { checkTemplateUpdate } from './template-checks.ts';
import {
  isTemplateChanged,
  TEMPLATE_FIELDS,
  type TemplateDraft,
  type TemplateField,
  templateDraftOf,
} from './template-draft.ts';
import { TemplateForm } from './template-form.tsx';
import { useTemplateCategories } from './use-template-categories.ts';
import { templateChecks } from './use-template-checks.ts';

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
  const form = useContentForm<TemplateField>(TEMPLATE_FIELDS);
  const { problem } = form;
  const checked = checkTemplateUpdate(row, draft, currentLocale());
  // the layout editor's problems come from the same checks (this module has them: their load is at once)
  useEffect(() => {
    void templateChecks.load().catch(() => undefined);
  }, []);
  const changed = isTemplateChanged(row, draft);

  function save(e?: FormEvent) {
    e?.preventDefault();
    if (checked.ok && !changed) {
      onCancel();
      return;
    }
    void form.save(checked, async (value) => {
      const saved = await updateTemplate(api, row.id, value);
      toastSuccess(t('contentWeb.template.saved', { name: saved.name }));
      onSaved(saved);
    });
  }

  return (
    <TemplateForm
      formId="template-edit-form"
      title={t('contentWeb.template.editTitle', { name: row.name })}
      submitText={t('contentWeb.actions.save')}
      saving={form.saving}
      submitDisabled={problem?.stale}
      onCancel={onCancel}
      onSubmit={save}
      draft={draft}
      setDraft={setDraft}
      onEdited={form.touch}
      categories={categories.data ?? [{ id: row.categoryId, name: row.categoryName }]}
      errorOf={form.errorOf(checked)}
      notice={problem?.stale && <StaleNotice onReload={onReload} message={problem.message} />}
      problems={[
        undefined,
        problem?.stale ? undefined : (problem?.fields.layout ?? (problem?.message || undefined)),
      ]}
    />
  );
}
