import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type FieldFrame, TextField, type TextFieldProps } from '../../components/form/text-field.tsx';
import type { ChannelDraft, ChannelField, FieldErrors } from './channel-draft.ts';

/** What each step of the channel form gets: the draft, its messages, the change handler. */
export interface StepProps {
  draft: ChannelDraft;
  errors: FieldErrors;
  onChange: (patch: Partial<ChannelDraft>) => void;
  disabled?: boolean;
}

/** A required field of the form: label `fields.<field>`, input id `channel-<field>`, its message or hint. */
export function frameOf(t: TFunction, errors: FieldErrors, field: ChannelField, hint?: string): FieldFrame {
  return { id: `channel-${field}`, label: t(`fields.${field}`), required: true, error: errors[field], hint };
}

type TextKey = 'activityName' | 'promoteLink' | 'advertisingSource' | 'advertisingMedia';

/** A text field of the draft, with its placeholder `channels.placeholders.<field>`. */
export function DraftText({
  of,
  field,
  hint,
  ...input
}: { of: StepProps; field: TextKey; hint?: string } & Omit<Partial<TextFieldProps>, 'hint'>) {
  const { t } = useTranslation();
  return (
    <TextField
      {...frameOf(t, of.errors, field, hint)}
      value={of.draft[field]}
      placeholder={t(`channels.placeholders.${field}`)}
      onValueChange={(value) => of.onChange({ [field]: value })}
      disabled={of.disabled}
      {...input}
    />
  );
}
