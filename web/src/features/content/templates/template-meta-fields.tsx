import { HTMLSelect, SegmentedControl } from '@blueprintjs/core';
import { type Category, PUBLISH_STATUSES, TEMPLATE_KINDS } from '@opsdeck/shared/schemas';
import { useTranslation } from 'react-i18next';
import { Field, TextField } from '../../../components/form/text-field.tsx';
import { fieldGroups } from '../shared/form-groups.ts';
import { AccessPriceFields, CategoryField } from '../shared/priced-fields.tsx';
import type { TemplateDraft, TemplateField } from './template-draft.ts';

export interface TemplateMetaFieldsProps {
  draft: TemplateDraft;
  categories: readonly Pick<Category, 'id' | 'name'>[];
  errorOf: (field: TemplateField) => string | undefined;
  onChange: (next: TemplateDraft, fields: TemplateField[]) => void;
  /** A new template starts as a draft or online; an existing one may also go offline. */
  statuses?: readonly TemplateDraft['status'][];
  disabled?: boolean;
}

/** Name, category, kind, access and price, status of a template. */
export function TemplateMetaFields(props: TemplateMetaFieldsProps) {
  const { draft, errorOf, disabled } = props;
  const { t } = useTranslation();
  const { frame } = fieldGroups<TemplateField>('template', errorOf);
  const set = (patch: Partial<TemplateDraft>, fields: TemplateField[]) =>
    props.onChange({ ...draft, ...patch }, fields);

  return (
    <div className="od-tpl-meta">
      <TextField
        {...frame('name', t('fields.name'), true)}
        name="name"
        value={draft.name}
        disabled={disabled}
        onValueChange={(name) => set({ name }, ['name'])}
      />
      <CategoryField
        prefix="template"
        value={draft.categoryId}
        categories={props.categories}
        error={errorOf('categoryId')}
        disabled={disabled}
        onChange={(categoryId) => set({ categoryId }, ['categoryId'])}
      />
      <Field {...frame('kind', t('contentWeb.template.kind'))}>
        <HTMLSelect
          id="template-kind"
          name="kind"
          fill
          value={draft.kind}
          disabled={disabled}
          onChange={(e) => set({ kind: e.currentTarget.value as TemplateDraft['kind'] }, ['kind'])}
          options={TEMPLATE_KINDS.map((k) => ({ value: k, label: t(`content.templateKind.${k}`) }))}
        />
      </Field>
      <AccessPriceFields
        prefix="template"
        draft={draft}
        errorOf={errorOf}
        onChange={set}
        disabled={disabled}
      />
      <Field {...frame('status', t('contentWeb.columns.status'))}>
        <SegmentedControl
          value={draft.status}
          disabled={disabled}
          onValueChange={(v) => set({ status: v as TemplateDraft['status'] }, ['status'])}
          options={(props.statuses ?? PUBLISH_STATUSES).map((s) => ({
            value: s,
            label: t(`content.status.${s}`),
          }))}
        />
      </Field>
    </div>
  );
}
