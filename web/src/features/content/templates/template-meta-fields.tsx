import { FormGroup, HTMLSelect, InputGroup, SegmentedControl } from '@blueprintjs/core';
import { type Category, CONTENT_ACCESS, PUBLISH_STATUSES, TEMPLATE_KINDS } from '@opsdeck/shared/schemas';
import { useTranslation } from 'react-i18next';
import { categoryOptions, fieldGroups } from '../shared/form-groups.ts';
import { type TemplateDraft, type TemplateField, withTemplateAccess } from './template-draft.ts';

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
  const { intent, group } = fieldGroups<TemplateField>('template', errorOf);
  const set = (patch: Partial<TemplateDraft>, fields: TemplateField[]) =>
    props.onChange({ ...draft, ...patch }, fields);

  return (
    <div className="od-tpl-meta">
      <FormGroup {...group('name', t('fields.name'), true)}>
        <InputGroup
          id="template-name"
          name="name"
          value={draft.name}
          intent={intent('name')}
          disabled={disabled}
          onChange={(e) => set({ name: e.target.value }, ['name'])}
        />
      </FormGroup>
      <FormGroup {...group('categoryId', t('fields.categoryId'), true)}>
        <HTMLSelect
          id="template-categoryId"
          name="categoryId"
          fill
          value={draft.categoryId}
          disabled={disabled}
          onChange={(e) => set({ categoryId: e.currentTarget.value }, ['categoryId'])}
          options={categoryOptions(t, props.categories)}
        />
      </FormGroup>
      <FormGroup {...group('kind', t('contentWeb.template.kind'))}>
        <HTMLSelect
          id="template-kind"
          name="kind"
          fill
          value={draft.kind}
          disabled={disabled}
          onChange={(e) => set({ kind: e.currentTarget.value as TemplateDraft['kind'] }, ['kind'])}
          options={TEMPLATE_KINDS.map((k) => ({ value: k, label: t(`content.templateKind.${k}`) }))}
        />
      </FormGroup>
      <FormGroup {...group('access', t('fields.access'))}>
        <SegmentedControl
          value={draft.access}
          disabled={disabled}
          onValueChange={(v) =>
            props.onChange(withTemplateAccess(draft, v as TemplateDraft['access']), ['access', 'priceCoins'])
          }
          options={CONTENT_ACCESS.map((v) => ({ value: v, label: t(`content.access.${v}`) }))}
        />
      </FormGroup>
      <FormGroup {...group('priceCoins', t('fields.priceCoins'), draft.access === 'coin')}>
        <InputGroup
          id="template-priceCoins"
          name="priceCoins"
          inputMode="numeric"
          value={draft.price}
          intent={intent('priceCoins')}
          disabled={disabled || draft.access !== 'coin'}
          onChange={(e) => set({ price: e.target.value }, ['priceCoins'])}
        />
      </FormGroup>
      <FormGroup {...group('status', t('contentWeb.columns.status'))}>
        <SegmentedControl
          value={draft.status}
          disabled={disabled}
          onValueChange={(v) => set({ status: v as TemplateDraft['status'] }, ['status'])}
          options={(props.statuses ?? PUBLISH_STATUSES).map((s) => ({
            value: s,
            label: t(`content.status.${s}`),
          }))}
        />
      </FormGroup>
    </div>
  );
}
