import { Button, Callout, Card, H1, Intent } from '@blueprintjs/core';
import { updateTemplate } from '@opsdeck/shared/api';
import type { Template } from '@opsdeck/shared/schemas';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api-context.tsx';
import { currentLocale } from '../../../lib/i18n.ts';
import { toastSuccess } from '../../../lib/toaster.ts';
import { type ContentProblem, problemOf } from '../shared/api-problem.ts';
import { StaleNotice } from '../shared/stale-notice.tsx';
import { TemplateEditor } from './editor/template-editor.tsx';
import {
  checkTemplateUpdate,
  isTemplateChanged,
  TEMPLATE_FIELDS,
  type TemplateDraft,
  type TemplateField,
  templateDraftOf,
} from './template-draft.ts';
import { TemplateMetaFields } from './template-meta-fields.tsx';
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
    <div className="od-content-page">
      <div className="od-content-page-head">
        <H1>{t('contentWeb.template.editTitle', { name: row.name })}</H1>
        <div className="od-content-head-actions">
          <Button text={t('contentWeb.actions.cancel')} disabled={saving} onClick={onCancel} />
          <Button
            type="submit"
            form="template-edit-form"
            intent={Intent.PRIMARY}
            icon="tick"
            loading={saving}
            disabled={problem?.stale}
            text={t('contentWeb.actions.save')}
          />
        </div>
      </div>
      {problem?.stale && <StaleNotice onReload={onReload} message={problem.message} />}
      <Card className="od-tpl-meta-card">
        <form id="template-edit-form" onSubmit={save} noValidate>
          <TemplateMetaFields
            draft={draft}
            categories={categories.data ?? [{ id: row.categoryId, name: row.categoryName }]}
            errorOf={errorOf}
            disabled={saving}
            onChange={(next, fields) => {
              setDraft(next);
              setEdited((s) => new Set([...s, ...fields]));
            }}
          />
        </form>
        {!problem?.stale && (problem?.message || problem?.fields.layout) && (
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
