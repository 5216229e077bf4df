import { Button, Callout, Classes, FormGroup, Intent, TextArea } from '@blueprintjs/core';
import { REISSUE_LIMITS } from '@opsdeck/shared/reissue';
import type { MemberRow } from '@opsdeck/shared/schemas';
import { type FormEvent, type KeyboardEvent, type RefObject, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ChecksFailed } from '../../../components/checks-failed.tsx';
import { AmountInput } from '../../../components/form/amount-input.tsx';
import { Field } from '../../../components/form/text-field.tsx';
import { formatCount } from '../lib/format.ts';
import type { ReissueKindSpec } from '../lib/reissue-kinds.ts';
import type { ReissueFieldErrors } from '../lib/validate-reissue.ts';
import { VipStateText } from './member-overview.tsx';
import { MemberPicker } from './member-picker.tsx';

/**
 * The re-issue form: member, coins or days, reason. Errors show under their fields; Enter moves to
 * the next field, and Enter in the reason (Shift+Enter for a new line) submits, which previews.
 */
export function ReissueForm(props: ReissueFormProps) {
  const { spec, member, errors, busy, memberNote, formError } = props;
  const { t, i18n } = useTranslation();
  const amountRef = props.amountRef;
  const reasonRef = props.reasonRef;
  const formRef = useRef<HTMLFormElement>(null);

  function submit(e?: FormEvent) {
    e?.preventDefault();
    props.onSubmit();
  }
  function amountKey(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter') {
      e.preventDefault();
      reasonRef.current?.focus();
    }
  }
  function reasonKey(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      formRef.current?.requestSubmit();
    }
  }
  const intentOf = (field: keyof ReissueFieldErrors) => (errors[field] ? Intent.DANGER : Intent.NONE);

  return (
    <form ref={formRef} className="od-patch-form" onSubmit={submit} noValidate>
      <Field
        id="patch-member"
        label={t('patch.pickMember')}
        required
        error={errors.member}
        hint={
          memberNote ??
          (member && (
            <span data-testid="patch-member-now">
              {t('memberOps.form.current', {
                coins: formatCount(member.coinBalance, i18n.language),
                count: member.coinBalance,
              })}
              {' · '}
              <VipStateText member={member} />
            </span>
          ))
        }
      >
        <MemberPicker
          id="patch-member"
          selected={member}
          onSelect={(m) => {
            props.onMemberSelect(m);
            requestAnimationFrame(() => amountRef.current?.focus());
          }}
          inputRef={props.pickerRef}
          autoFocus={props.autoFocusPicker}
          intent={intentOf('member')}
          disabled={busy}
        />
      </Field>
      <Field id="patch-amount" label={t(spec.amountLabelKey)} required error={errors.amount}>
        <AmountInput
          id="patch-amount"
          name={spec.amountField}
          inputRef={amountRef}
          value={props.amount}
          onValueChange={(_n, text) => props.onAmountChange(text)}
          onKeyDown={amountKey}
          majorStepSize={spec.kind === 'coins' ? 100 : 30}
          stepSize={spec.kind === 'coins' ? 10 : 1}
          minorStepSize={null}
          placeholder={t(spec.amountPlaceholderKey)}
          intent={intentOf('amount')}
          disabled={busy}
          fill
        />
      </Field>
      <FormGroup
        label={t('fields.reason')}
        labelFor="patch-reason"
        labelInfo="*"
        intent={intentOf('reason')}
        helperText={
          <span className="od-patch-helper">
            <span>{errors.reason ?? ''}</span>
            <span className={Classes.TEXT_MUTED}>
              {t('memberOps.form.reasonCount', {
                count: props.reason.trim().length,
                max: REISSUE_LIMITS.reason.max,
              })}
            </span>
          </span>
        }
      >
        <TextArea
          id="patch-reason"
          name="reason"
          inputRef={reasonRef}
          value={props.reason}
          onChange={(e) => props.onReasonChange(e.target.value)}
          onKeyDown={reasonKey}
          placeholder={t('patch.reasonPlaceholder')}
          intent={intentOf('reason')}
          disabled={busy}
          rows={3}
          fill
        />
      </FormGroup>
      {props.onChecksRetry && <ChecksFailed onRetry={props.onChecksRetry} />}
      {formError && (
        <Callout
          intent={Intent.DANGER}
          icon="error"
          className="od-patch-callout"
          data-testid="patch-form-error"
        >
          {formError}
        </Callout>
      )}
      <div className="od-patch-actions">
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          icon={spec.icon}
          loading={busy}
          text={t('patch.preview')}
        />
        <span className={Classes.TEXT_MUTED}>{t('memberOps.form.previewHint')}</span>
      </div>
      <p className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>{t('memberOps.form.keyboardHint')}</p>
    </form>
  );
}

export interface ReissueFormProps {
  spec: ReissueKindSpec;
  member: MemberRow | null;
  onMemberSelect: (member: MemberRow) => void;
  amount: string;
  onAmountChange: (text: string) => void;
  reason: string;
  onReasonChange: (text: string) => void;
  /** Messages to show now (validation while typing, or the server's). */
  errors: ReissueFieldErrors;
  /** A note under the picker while a preselected member loads (or failed to). */
  memberNote?: string;
  /** A server message that names no field. */
  formError?: string;
  /** Set when a submit's checks could not be loaded: says so, with Retry (which submits again). */
  onChecksRetry?: () => void;
  busy: boolean;
  onSubmit: () => void;
  pickerRef: RefObject<HTMLInputElement | null>;
  amountRef: RefObject<HTMLInputElement | null>;
  reasonRef: RefObject<HTMLTextAreaElement | null>;
  /** Focus the picker on arrival (not when `?member=` preselected one: then the amount gets it). */
  autoFocusPicker: boolean;
}
