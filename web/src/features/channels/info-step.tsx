import { Checkbox, FormGroup, InputGroup, Intent, Switch, TextArea } from '@blueprintjs/core';
import { CHANNEL_KEYWORDS, countWords } from '@opsdeck/shared/schemas';
import { useTranslation } from 'react-i18next';
import type { StepProps } from './base-step.tsx';

const intentOf = (message: string | undefined) => (message ? Intent.DANGER : Intent.NONE);

/** Step 2: advertising source and media, keywords, push notify, advertising content (word count shown). */
export function InfoStep({ draft, errors, onChange, disabled }: StepProps) {
  const { t } = useTranslation();
  const toggle = (k: string, on: boolean) =>
    onChange({ keyword: on ? [...draft.keyword, k] : draft.keyword.filter((x) => x !== k) });
  return (
    <>
      <FormGroup
        label={t('fields.advertisingSource')}
        labelFor="channel-advertisingSource"
        labelInfo="*"
        intent={intentOf(errors.advertisingSource)}
        helperText={errors.advertisingSource}
      >
        <InputGroup
          id="channel-advertisingSource"
          value={draft.advertisingSource}
          placeholder={t('channels.placeholders.advertisingSource')}
          intent={intentOf(errors.advertisingSource)}
          onValueChange={(advertisingSource) => onChange({ advertisingSource })}
          disabled={disabled}
          autoFocus
          aria-invalid={errors.advertisingSource ? true : undefined}
        />
      </FormGroup>
      <FormGroup
        label={t('fields.advertisingMedia')}
        labelFor="channel-advertisingMedia"
        labelInfo="*"
        intent={intentOf(errors.advertisingMedia)}
        helperText={errors.advertisingMedia}
      >
        <InputGroup
          id="channel-advertisingMedia"
          value={draft.advertisingMedia}
          placeholder={t('channels.placeholders.advertisingMedia')}
          intent={intentOf(errors.advertisingMedia)}
          onValueChange={(advertisingMedia) => onChange({ advertisingMedia })}
          disabled={disabled}
          aria-invalid={errors.advertisingMedia ? true : undefined}
        />
      </FormGroup>
      <FormGroup
        label={t('fields.keyword')}
        labelFor="channel-keyword"
        labelInfo="*"
        intent={intentOf(errors.keyword)}
        helperText={errors.keyword}
      >
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
      </FormGroup>
      <FormGroup label={t('fields.pushNotify')} labelFor="channel-pushNotify" labelInfo="*">
        <Switch
          id="channel-pushNotify"
          checked={draft.pushNotify}
          label={draft.pushNotify ? t('channels.yes') : t('channels.no')}
          onChange={(e) => onChange({ pushNotify: e.currentTarget.checked })}
          disabled={disabled}
        />
      </FormGroup>
      <FormGroup
        label={t('fields.advertisingContent')}
        labelFor="channel-advertisingContent"
        labelInfo="*"
        intent={intentOf(errors.advertisingContent)}
        helperText={
          errors.advertisingContent ??
          t('channels.help.words', { count: countWords(draft.advertisingContent) })
        }
      >
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
      </FormGroup>
    </>
  );
}
