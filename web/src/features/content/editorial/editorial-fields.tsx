import { SegmentedControl, TextArea } from '@blueprintjs/core';
import { ONLINE_STATUSES, type OnlineStatus } from '@opsdeck/shared/schemas';
import { useTranslation } from 'react-i18next';
import { zonedTitle } from '../../../components/data-list/format.ts';
import { DayInput } from '../../../components/form/day-input.tsx';
import { Field, TextField, type TextFieldProps } from '../../../components/form/text-field.tsx';
import { fieldGroups } from '../shared/form-groups.ts';
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

type TextKey = 'title' | 'slug' | 'subtitle' | 'sort' | 'startsAt' | 'endsAt';

/** The labels of the text inputs; the title and the slug are required. */
const TEXT_LABELS: Record<TextKey, string> = {
  title: 'fields.title',
  slug: 'fields.slug',
  subtitle: 'fields.subtitle',
  sort: 'contentWeb.columns.sort',
  startsAt: 'fields.startsAt',
  endsAt: 'fields.endsAt',
};

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
  const { intent, frame } = fieldGroups<EditorialField>('editorial', errorOf);
  const set = (f: TextKey, value: string) =>
    onChange(f === 'title' && slugAuto ? { title: value, slug: slugify(value) } : { [f]: value }, [f]);
  const text = (f: TextKey, props: Partial<TextFieldProps> = {}) => (
    <TextField
      {...frame(f, t(TEXT_LABELS[f]), f === 'title' || f === 'slug')}
      name={f}
      value={draft[f]}
      disabled={disabled}
      onValueChange={(value) => set(f, value)}
      {...props}
    />
  );

  return (
    <div className="od-editorial-fields">
      <div className="od-content-form-row">
        {text('title', { autoFocus: true })}
        {text('slug', { className: 'od-input-mono', placeholder: 'spring-2026' })}
      </div>
      {resource.fields.subtitle && text('subtitle')}
      <ImageUploadField
        id="editorial-cover"
        label={t('fields.coverUrl')}
        required
        value={draft.coverUrl}
        error={errorOf('coverUrl')}
        disabled={disabled}
        onUploaded={(result) => onChange({ coverUrl: result?.url ?? '' }, ['coverUrl'])}
      />
      <Field {...frame('description', t('fields.description'))}>
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
      </Field>
      <div className="od-content-form-row">
        {text('sort', { inputMode: 'numeric' })}
        <Field {...frame('status', t('contentWeb.columns.status'))}>
          <SegmentedControl
            value={draft.status}
            disabled={disabled}
            onValueChange={(v) => onChange({ status: v as OnlineStatus }, ['status'])}
            options={ONLINE_STATUSES.map((s) => ({ value: s, label: t(`content.status.${s}`) }))}
          />
        </Field>
      </div>
      {resource.fields.window && (
        <div className="od-content-form-row">
          {/* the window's times are business times, labelled with their zone as the list's columns are */}
          {(['startsAt', 'endsAt'] as const).map((f) => (
            <Field key={f} {...frame(f, zonedTitle(t, TEXT_LABELS[f]))}>
              <DayInput
                id={`editorial-${f}`}
                name={f}
                withTime
                label={zonedTitle(t, TEXT_LABELS[f])}
                value={draft[f]}
                intent={intent(f)}
                aria-invalid={errorOf(f) ? true : undefined}
                disabled={disabled}
                onChange={(value) => set(f, value)}
              />
            </Field>
          ))}
        </div>
      )}
    </div>
  );
}
