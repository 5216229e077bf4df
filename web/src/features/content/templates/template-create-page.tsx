import '../shared/content.css';
import { createTemplate } from '@opsdeck/shared/api';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useApi } from '../../../lib/api-context.tsx';
import { currentLocale } from '../../../lib/i18n.ts';
import { toastSuccess } from '../../../lib/toaster.ts';
import { type ContentProblem, problemOf } from '../shared/api-problem.ts';
import {
  checkTemplateCreate,
  newTemplateDraft,
  TEMPLATE_FIELDS,
  type TemplateDraft,
  type TemplateField,
} from './template-draft.ts';
import { TemplateForm } from './template-form.tsx';
import { templateHref } from './template-links.ts';
import { useTemplateCategories } from './use-template-categories.ts';

/**
 * /template/create: a template's name, category, kind, access and status, and its layout built in
 * the editor with a live preview. Checked with the shared schema as it changes; the server draws
 * the cover from the layout. A created template opens its detail page.
 */
export function TemplateCreatePage() {
  const api = useApi();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const categories = useTemplateCategories();
  const [draft, setDraft] = useState<TemplateDraft>(() =>
    newTemplateDraft(t('contentWeb.template.defaultText')),
  );
  const [edited, setEdited] = useState<ReadonlySet<TemplateField>>(new Set());
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<ContentProblem | null>(null);
  const checked = checkTemplateCreate(draft, currentLocale());
  const errorOf = (f: TemplateField) =>
    (tried || edited.has(f) ? checked.fields[f] : undefined) ?? problem?.fields[f];

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    setTried(true);
    if (!checked.ok || saving) return;
    setSaving(true);
    setProblem(null);
    try {
      const created = await createTemplate(api, checked.value);
      toastSuccess(t('contentWeb.template.created', { name: created.name }));
      navigate(templateHref(created.id));
    } catch (err) {
      setProblem(problemOf(err, TEMPLATE_FIELDS));
    } finally {
      setSaving(false);
    }
  }

  return (
    <TemplateForm
      formId="template-create-form"
      title={t('menu.template.create')}
      submitText={t('contentWeb.template.submit')}
      saving={saving}
      onCancel={() => navigate('/template/list')}
      onSubmit={submit}
      draft={draft}
      setDraft={setDraft}
      onEdited={(fields) => setEdited((s) => new Set([...s, ...fields]))}
      categories={categories.data ?? []}
      statuses={['draft', 'online']}
      errorOf={errorOf}
      problems={[categories.error ?? undefined, problem?.fields.layout ?? (problem?.message || undefined)]}
    />
  );
}
