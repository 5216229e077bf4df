import { Checkbox, Switch, TextArea } from '@blueprintjs/core';
import { CHANNEL_KEYWORDS, countWords } from '@opsdeck/shared/schemas';
import { useTranslation } from 'react-i18next';
import { Field, intentOf } from '../../components/form/text-field.tsx';
import { DraftText, frameOf, type StepProps } from './step-fields.tsx';

/** Step 2: advertising source and media, keywords, push notify, advertising content (word count shown). */
export function InfoStep(step: StepProps) {
  const { draft, errors, onChange, disabled } = step;
  const { t } = useTranslation();
  const toggle = (k: string, on: boolean) =>
    onChange({ keyword: on ? [...draft.keyword, k] : draft.keyword.filter((x) => x !== k) });
  const words = t('channels.help.words', { count: countWords(draft.advertisingContent) });
  return (
    <>
      <DraftText of={step} field="advertisingSource" autoFocus />
      <DraftText of={step} field="advertisingMedia" />
      <Field {...frameOf(t, errors, 'keyword')}>
        <fieldset className="od-channel-keywords" aria-label={t('fields.keyword')}>
          {CHANNEL_KEYWORDS.map((k, i) => (
            <Checkbox
              key={k}
              id={i === 0 ? 'channel-keyword' : `channel-keyword-${k}`}
              inline
              label={t(`channels.keyword.${k}`)}
              checked={draft.keyword.includes(k)}
              onChange={(e) => toggle(k, e.currentTarget.checked)}
              disabled={disabled}
            />
          ))}
        </fieldset>
      </Field>
      <Field {...frameOf(t, errors, 'pushNotify')}>
        <Switch
          id="channel-pushNotify"
          checked={draft.pushNotify}
          label={draft.pushNotify ? t('channels.yes') : t('channels.no')}
          onChange={(e) => onChange({ pushNotify: e.currentTarget.checked })}
          disabled={disabled}
        />
      </Field>
      <Field {...frameOf(t, errors, 'advertisingContent', words)}>
        <TextArea
          id="channel-advertisingContent"
          value={draft.advertisingContent}
          placeholder={t('channels.placeholders.advertisingContent')}
          intent={intentOf(errors.advertisingContent)}
          onChange={(e) => onChange({ advertisingContent: e.currentTarget.value })}
          disabled={disabled}
          fill
          rows={4}
          aria-invalid={errors.advertisingContent ? true : undefined}
        />
      </Field>
    </>
  );
}
