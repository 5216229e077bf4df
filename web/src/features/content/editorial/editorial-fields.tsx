import { FormGroup, InputGroup, Intent, SegmentedControl, TextArea } from '@blueprintjs/core';
import { ONLINE_STATUSES, type OnlineStatus } from '@opsdeck/shared/schemas';
import { useTranslation } from 'react-i18next';
import { ImageUploadField } from '../shared/image-upload-field.tsx';
import { slugify } from '../shared/validate.ts';
import type { EditorialDraft, EditorialField } from './editorial-draft.ts';
import type { EditorialResource, EditorialRow } from './editorial-resource.ts';

export interface EditorialFieldsProps {
  resource: EditorialResource<EditorialRow>;
  draft: EditorialDraft;
  /** A new row's slug follows its title until the slug is typed in. */
  slugAuto: boolean;
  errorOf: (field: EditorialField) => string | undefined;
  onChange: (patch: Partial<EditorialDraft>, fields: EditorialField[]) => void;
  disabled: boolean;
}

/** The inputs of the editorial dialog: title, slug, subtitle, cover, description, order, status, window. */
export function EditorialFields({
  resource,
  draft,
  slugAuto,
  errorOf,
  onChange,
  disabled,
}: EditorialFieldsProps) {
  const { t } = useTranslation();
  const intent = (f: EditorialField) => (errorOf(f) ? Intent.DANGER : Intent.NONE);
  const group = (f: EditorialField, label: string, required = false) => ({
    label,
    labelFor: `editorial-${f}`,
    labelInfo: required ? '*' : undefined,
    intent: intent(f),
    helperText: errorOf(f),
  });
  const text = (f: 'title' | 'slug' | 'subtitle', value: string) =>
    onChange(f === 'title' && slugAuto ? { title: value, slug: slugify(value) } : { [f]: value }, [f]);

  return (
    <div className="od-editorial-fields">
      <div className="od-content-form-row">
        <FormGroup {...group('title', t('fields.title'), true)}>
          <InputGroup
            id="editorial-title"
            name="title"
            autoFocus
            value={draft.title}
            intent={intent('title')}
            disabled={disabled}
            onChange={(e) => text('title', e.target.value)}
          />
        </FormGroup>
        <FormGroup {...group('slug', t('fields.slug'), true)}>
          <InputGroup
            id="editorial-slug"
            name="slug"
            className="od-input-mono"
            placeholder="spring-2026"
            value={draft.slug}
            intent={intent('slug')}
            disabled={disabled}
            onChange={(e) => text('slug', e.target.value)}
          />
        </FormGroup>
      </div>
      {resource.fields.subtitle && (
        <FormGroup {...group('subtitle', t('fields.subtitle'))}>
          <InputGroup
            id="editorial-subtitle"
            name="subtitle"
            value={draft.subtitle}
            intent={intent('subtitle')}
            disabled={disabled}
            onChange={(e) => text('subtitle', e.target.value)}
          />
        </FormGroup>
      )}
      <ImageUploadField
        id="editorial-cover"
        label={t('fields.coverUrl')}
        required
        value={draft.coverUrl}
        error={errorOf('coverUrl')}
        disabled={disabled}
        onUploaded={(result) => onChange({ coverUrl: result?.url ?? '' }, ['coverUrl'])}
      />
      <FormGroup {...group('description', t('fields.description'))}>
        <TextArea
          id="editorial-description"
          name="description"
          fill
          rows={3}
          value={draft.description}
          intent={intent('description')}
          disabled={disabled}
          onChange={(e) => onChange({ description: e.target.value }, ['description'])}
        />
      </FormGroup>
      <div className="od-content-form-row">
        <FormGroup {...group('sort', t('contentWeb.columns.sort'))}>
          <InputGroup
            id="editorial-sort"
            name="sort"
            inputMode="numeric"
            value={draft.sort}
            intent={intent('sort')}
            disabled={disabled}
            onChange={(e) => onChange({ sort: e.target.value }, ['sort'])}
          />
        </FormGroup>
        <FormGroup {...group('status', t('contentWeb.columns.status'))}>
          <SegmentedControl
            value={draft.status}
            disabled={disabled}
            onValueChange={(v) => onChange({ status: v as OnlineStatus }, ['status'])}
            options={ONLINE_STATUSES.map((s) => ({ value: s, label: t(`content.status.${s}`) }))}
          />
        </FormGroup>
      </div>
      {resource.fields.window && (
        <div className="od-content-form-row">
          <FormGroup {...group('startsAt', t('fields.startsAt'))}>
            <InputGroup
              id="editorial-startsAt"
              name="startsAt"
              type="datetime-local"
              value={draft.startsAt}
              intent={intent('startsAt')}
              disabled={disabled}
              onChange={(e) => onChange({ startsAt: e.target.value }, ['startsAt'])}
            />
          </FormGroup>
          <FormGroup {...group('endsAt', t('fields.endsAt'))}>
            <InputGroup
              id="editorial-endsAt"
              name="endsAt"
              type="datetime-local"
              value={draft.endsAt}
              intent={intent('endsAt')}
              disabled={disabled}
              onChange={(e) => onChange({ endsAt: e.target.value }, ['endsAt'])}
            />
          </FormGroup>
        </div>
      )}
    </div>
  );
}
