import { HTMLSelect } from '@blueprintjs/core';
import { CHANNEL_TYPES } from '@opsdeck/shared/schemas';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { DayInput } from '../../components/form/day-input.tsx';
import { Field, intentOf } from '../../components/form/text-field.tsx';
import { DraftText, frameOf, type StepProps } from './step-fields.tsx';

/** The promotion time's two days: the first carries the field's id and message. */
const PROMOTION_DAYS = [
  { key: 'promotionFrom', id: 'channel-promotionTime' },
  { key: 'promotionTo', id: 'channel-promotionTo' },
] as const;

/** Step 1: activity name, channel type, promotion time (first and last day), promote link. */
export function BaseStep(step: StepProps) {
  const { draft, errors, onChange, disabled } = step;
  const { t } = useTranslation();
  return (
    <>
      <DraftText of={step} field="activityName" autoFocus />
      <Field {...frameOf(t, errors, 'channelType')}>
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
      </Field>
      <Field {...frameOf(t, errors, 'promotionTime', t('channels.help.promotionTime'))}>
        <div className="od-channel-range">
          {PROMOTION_DAYS.map(({ key, id }, i) => (
            <Fragment key={id}>
              {i > 0 && <span>–</span>}
              <DayInput
                id={id}
                value={draft[key]}
                onChange={(value) => onChange({ [key]: value })}
                label={`${t('fields.promotionTime')} ${i + 1}`}
                intent={intentOf(errors.promotionTime)}
                disabled={disabled}
                aria-label={`${t('fields.promotionTime')} ${i + 1}`}
                aria-invalid={i === 0 && errors.promotionTime ? true : undefined}
              />
            </Fragment>
          ))}
        </div>
      </Field>
      <DraftText of={step} field="promoteLink" type="url" hint={t('channels.help.promoteLink')} />
    </>
  );
}
