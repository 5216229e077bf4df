import '../shared/content.css';
import { Button, Callout, Card, H1, Intent } from '@blueprintjs/core';
import { createTemplate } from '@opsdeck/shared/api';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useApi } from '../../../lib/api-context.tsx';
import { currentLocale } from '../../../lib/i18n.ts';
import { toastSuccess } from '../../../lib/toaster.ts';
import { type ContentProblem, problemOf } from '../shared/api-problem.ts';
import { TemplateEditor } from './editor/template-editor.tsx';
import {
  checkTemplateCreate,
  newTemplateDraft,
  TEMPLATE_FIELDS,
  type TemplateDraft,
  type TemplateField,
} from './template-draft.ts';
import { templateHref } from './template-links.ts';
import { TemplateMetaFields } from './template-meta-fields.tsx';
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
    <div className="od-content-page">
      <div className="od-content-page-head">
        <H1>{t('menu.template.create')}</H1>
        <div className="od-content-head-actions">
          <Button
            text={t('contentWeb.actions.cancel')}
            disabled={saving}
            onClick={() => navigate('/template/list')}
          />
          <Button
            type="submit"
            form="template-create-form"
            intent={Intent.PRIMARY}
            icon="tick"
            loading={saving}
            text={t('contentWeb.template.submit')}
          />
        </div>
      </div>
      <Card className="od-tpl-meta-card">
        <form id="template-create-form" onSubmit={submit} noValidate>
          <TemplateMetaFields
            draft={draft}
            categories={categories.data ?? []}
            statuses={['draft', 'online']}
            errorOf={errorOf}
            disabled={saving}
            onChange={(next, fields) => {
              setDraft(next);
              setEdited((s) => new Set([...s, ...fields]));
            }}
          />
        </form>
        {categories.error && <Callout intent={Intent.DANGER}>{categories.error}</Callout>}
        {(problem?.message || problem?.fields.layout) && (
          <Callout intent={Intent.DANGER} icon="error" data-testid="template-error">
            {problem.fields.layout ?? problem.message}
          </Callout>
        )}
      </Card>
      <Card className="od-tpl-editor-card">
        <TemplateEditor
          layout={draft.layout}
          name={draft.name}
          disabled={saving}
          onChange={(layout) => setDraft((d) => ({ ...d, layout }))}
        />
      </Card>
    </div>
  );
}
