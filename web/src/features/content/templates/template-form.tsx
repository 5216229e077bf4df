import { Button, Callout, Card, H1, Intent } from '@blueprintjs/core';
import type { Category } from '@opsdeck/shared/schemas';
import type { Dispatch, FormEvent, ReactNode, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { ChecksFailed } from '../../../components/checks-failed.tsx';
import { TemplateEditor } from './editor/template-editor.tsx';
import type { TemplateDraft, TemplateField } from './template-draft.ts';
import { TemplateMetaFields } from './template-meta-fields.tsx';

export interface TemplateFormProps {
  formId: string;
  title: string;
  submitText: string;
  saving: boolean;
  submitDisabled?: boolean;
  onCancel: () => void;
  onSubmit: (e: FormEvent) => void;
  draft: TemplateDraft;
  setDraft: Dispatch<SetStateAction<TemplateDraft>>;
  /** Fields the operator changed (their messages show from then on). */
  onEdited: (fields: TemplateField[]) => void;
  categories: readonly Pick<Category, 'id' | 'name'>[];
  statuses?: readonly TemplateDraft['status'][];
  errorOf: (field: TemplateField) => string | undefined;
  /** A message above the form (a stale save). */
  notice?: ReactNode;
  /** Messages under the fields: the categories' load failure, the save's own. */
  problems: readonly (string | undefined)[];
  /** Set when a save's checks could not be loaded: says so, with Retry (which saves again). */
  onChecksRetry?: () => void;
}

/**
 * The template screen of the create page and of the detail page's edit mode: the title with Cancel
 * and submit, the fields, and the layout editor with its live preview.
 */
export function TemplateForm(props: TemplateFormProps) {
  const { t } = useTranslation();
  const { draft, setDraft, saving } = props;
  const [loadProblem, saveProblem] = props.problems;
  return (
    <div className="od-content-page">
      <div className="od-content-page-head">
        <H1>{props.title}</H1>
        <div className="od-content-head-actions">
          <Button text={t('contentWeb.actions.cancel')} disabled={saving} onClick={props.onCancel} />
          <Button
            type="submit"
            form={props.formId}
            intent={Intent.PRIMARY}
            icon="tick"
            loading={saving}
            disabled={props.submitDisabled}
            text={props.submitText}
          />
        </div>
      </div>
      {props.notice}
      <Card className="od-tpl-meta-card">
        <form id={props.formId} onSubmit={props.onSubmit} noValidate>
          <TemplateMetaFields
            draft={draft}
            categories={props.categories}
            statuses={props.statuses}
            errorOf={props.errorOf}
            disabled={saving}
            onChange={(next, fields) => {
              setDraft(next);
              props.onEdited(fields);
            }}
          />
        </form>
        {loadProblem && <Callout intent={Intent.DANGER}>{loadProblem}</Callout>}
        {props.onChecksRetry && <ChecksFailed onRetry={props.onChecksRetry} />}
        {saveProblem && (
          <Callout intent={Intent.DANGER} icon="error" data-testid="template-error">
            {saveProblem}
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
