import { FormGroup, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { CHANNEL_TYPES } from '@opsdeck/shared/schemas';
import { useTranslation } from 'react-i18next';
import type { ChannelDraft, FieldErrors } from './channel-draft.ts';

export interface StepProps {
  draft: ChannelDraft;
  errors: FieldErrors;
  onChange: (patch: Partial<ChannelDraft>) => void;
  disabled?: boolean;
}

const intentOf = (message: string | undefined) => (message ? Intent.DANGER : Intent.NONE);

/** Step 1: activity name, channel type, promotion time (first and last day), promote link. */
export function BaseStep({ draft, errors, onChange, disabled }: StepProps) {
  const { t } = useTranslation();
  return (
    <>
      <FormGroup
        label={t('fields.activityName')}
        labelFor="channel-activityName"
        labelInfo="*"
        intent={intentOf(errors.activityName)}
        helperText={errors.activityName}
      >
        <InputGroup
          id="channel-activityName"
          value={draft.activityName}
          placeholder={t('channels.placeholders.activityName')}
          intent={intentOf(errors.activityName)}
          onValueChange={(activityName) => onChange({ activityName })}
          disabled={disabled}
          autoFocus
          aria-invalid={errors.activityName ? true : undefined}
        />
      </FormGroup>
      <FormGroup
        label={t('fields.channelType')}
        labelFor="channel-channelType"
        labelInfo="*"
        intent={intentOf(errors.channelType)}
        helperText={errors.channelType}
      >
        <HTMLSelect
          id="channel-channelType"
          value={draft.channelType}
          onChange={(e) => onChange({ channelType: e.currentTarget.value })}
          disabled={disabled}
          fill
          aria-invalid={errors.channelType ? true : undefined}
        >
          <option value="">{t('channels.placeholders.channelType')}</option>
          {CHANNEL_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`channels.type.${type}`)}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup
        label={t('fields.promotionTime')}
        labelFor="channel-promotionTime"
        labelInfo="*"
        intent={intentOf(errors.promotionTime)}
        helperText={errors.promotionTime ?? t('channels.help.promotionTime')}
      >
        <div className="od-channel-range">
          <InputGroup
            id="channel-promotionTime"
            type="date"
            value={draft.promotionFrom}
            onValueChange={(promotionFrom) => onChange({ promotionFrom })}
            intent={intentOf(errors.promotionTime)}
            disabled={disabled}
            aria-label={`${t('fields.promotionTime')} 1`}
            aria-invalid={errors.promotionTime ? true : undefined}
          />
          <span>–</span>
          <InputGroup
            id="channel-promotionTo"
            type="date"
            value={draft.promotionTo}
            onValueChange={(promotionTo) => onChange({ promotionTo })}
            intent={intentOf(errors.promotionTime)}
            disabled={disabled}
            aria-label={`${t('fields.promotionTime')} 2`}
          />
        </div>
      </FormGroup>
      <FormGroup
        label={t('fields.promoteLink')}
        labelFor="channel-promoteLink"
        labelInfo="*"
        intent={intentOf(errors.promoteLink)}
        helperText={errors.promoteLink ?? t('channels.help.promoteLink')}
      >
        <InputGroup
          id="channel-promoteLink"
          type="url"
          value={draft.promoteLink}
          placeholder={t('channels.placeholders.promoteLink')}
          intent={intentOf(errors.promoteLink)}
          onValueChange={(promoteLink) => onChange({ promoteLink })}
          disabled={disabled}
          aria-invalid={errors.promoteLink ? true : undefined}
        />
      </FormGroup>
    </>
  );
}
