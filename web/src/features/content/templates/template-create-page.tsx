import '../shared/content.css';
import { createTemplate } from '@opsdeck/shared/api';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useApi } from '../../../lib/api-context.tsx';
import { currentLocale } from '../../../lib/i18n.ts';
import { pathTo } from '../../../lib/route-links.ts';
import { toastSuccess } from '../../../lib/toaster.ts';
import { useLoadAfterFirstScreen } from '../../../lib/use-load-after-first-screen.ts';
import { useContentForm } from '../shared/use-content-form.ts';
import { UNCHECKED } from '../shared/validate.ts';
import {
  newTemplateDraft,
  TEMPLATE_FIELDS,
  type TemplateDraft,
  type TemplateField,
} from './template-draft.ts';
import { TemplateForm } from './template-form.tsx';
import { templateHref } from './template-links.ts';
import { useTemplateCategories } from './use-template-categories.ts';
import { templateChecks } from './use-template-checks.ts';

/**
 * /template/create: a template's name, category, kind, access and status, and its layout built in
 * the editor with a live preview. Checked with the shared schema as it changes, once its checks
 * (zod and the schemas) have loaded after the first paint: a save asked for before then waits for
 * them. The server draws the cover from the layout. A created template opens its detail page.
 */
export function TemplateCreatePage() {
  const api = useApi();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const categories = useTemplateCategories();
  const [draft, setDraft] = useState<TemplateDraft>(() =>
    newTemplateDraft(t('contentWeb.template.defaultText')),
  );
  const form = useContentForm<TemplateField>(TEMPLATE_FIELDS);
  useLoadAfterFirstScreen(templateChecks.load);
  const checks = templateChecks.use();
  const locale = currentLocale();
  const checked = checks ? checks.checkTemplateCreate(draft, locale) : UNCHECKED;

  function submit(e?: FormEvent) {
    e?.preventDefault();
    const pending = checks
      ? checked
      : () => templateChecks.load().then((m) => m.checkTemplateCreate(draft, locale));
    void form.save(pending, async (value) => {
      const created = await createTemplate(api, value);
      toastSuccess(t('contentWeb.template.created', { name: created.name }));
      navigate(templateHref(created.id));
    });
  }

  return (
    <TemplateForm
      formId="template-create-form"
      title={t('menu.template.create')}
      submitText={t('contentWeb.template.submit')}
      saving={form.saving}
      onCancel={() => navigate(pathTo('/template/list'))}
      onSubmit={submit}
      draft={draft}
      setDraft={setDraft}
      onEdited={form.touch}
      categories={categories.data ?? []}
      statuses={['draft', 'online']}
      errorOf={form.errorOf(checked)}
      onChecksRetry={form.checksFailed ? () => submit() : undefined}
      problems={[
        categories.error ?? undefined,
        form.problem?.fields.layout ?? (form.problem?.message || undefined),
      ]}
    />
  );
}
