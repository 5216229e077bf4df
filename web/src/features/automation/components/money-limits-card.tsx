import { Button, Callout, Card, FormGroup, Intent } from '@blueprintjs/core';
import { setMoneyLimits } from '@opsdeck/shared/api';
import {
  type ApprovalThresholds,
  changedFields,
  formatMediumDateTime,
  MONEY_LIMIT_BOUNDS,
  type MoneyControls,
  type MoneyLimitField,
  weakenedFields,
} from '@opsdeck/shared/schemas';
import { BAD_GROUPING, GROUPING_MESSAGE, readTypedNumber } from '@opsdeck/shared/schemas/typed-number';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../components/form/amount-input.tsx';
import { SubHeading } from '../../../components/sub-heading.tsx';
import { useApi } from '../../../lib/api-context.tsx';
import { currentLocale } from '../../../lib/i18n.ts';
import { toastSuccess, toastWarning } from '../../../lib/toaster.ts';

const MEMBER: readonly MoneyLimitField[] = ['coins', 'vipDays', 'memberWindowHours'];
const OPERATOR: readonly MoneyLimitField[] = ['operatorCoins', 'operatorVipDays', 'operatorWindowHours'];

/** ↑/↓ step of a field (Shift: ten steps): an hour, 1,000 coins, 10 VIP days. */
const stepOf = (f: MoneyLimitField) =>
  f.endsWith('Hours') ? 1 : f.toLowerCase().includes('coins') ? 1000 : 10;

/** The text of each field while it is edited (free typing; checked on save). */
type Draft = Record<MoneyLimitField, string>;
const draftOf = (l: ApprovalThresholds): Draft =>
  Object.fromEntries(Object.entries(l).map(([k, v]) => [k, String(v)])) as Draft;

/**
 * The money controls' limits on /list/card: per member and per operator, each over its rolling
 * window, as the server holds them. Admins edit them (Tab between fields, ↑/↓ step, Enter saves);
 * the card says before saving which changes will wait for another admin (the server decides: 200
 * applied, 202 waiting), and lists the changes that wait.
 */
export function MoneyLimitsCard({
  isAdmin,
  initial,
  onSaved,
}: {
  isAdmin: boolean;
  /** The limits as the screen read them. */
  initial: MoneyControls;
  /** The limits as a save left them (the screen keeps them for the next time the card is drawn). */
  onSaved: (controls: MoneyControls) => void;
}) {
  const { t } = useTranslation();
  const client = useApi();
  const [controls, setControls] = useState<MoneyControls>(initial);
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial.limits));
  const [busy, setBusy] = useState(false);

  const label = (f: MoneyLimitField) =>
    t(`fields.${f === 'coins' ? 'memberCoins' : f === 'vipDays' ? 'memberVipDays' : f}`);
  const current = controls.limits;
  const change: Partial<ApprovalThresholds> = {};
  // what each field's text reads as (`1,500` as printed, or `1500`); a bad grouping names the rule
  const wrong: Partial<Record<MoneyLimitField, string>> = {};
  for (const f of Object.keys(draft) as MoneyLimitField[]) {
    const n = readTypedNumber(currentLocale(), draft[f]);
    if (n === BAD_GROUPING) wrong[f] = t(GROUPING_MESSAGE, { field: label(f) });
    else if (typeof n === 'number' && Number.isInteger(n)) change[f] = n;
    else if (typeof n === 'number') wrong[f] = t('validation.notInteger', { field: label(f) });
    else if (draft[f].trim() !== '')
      wrong[f] = t('validation.invalidType', { field: label(f), expected: t('validation.expected.number') });
  }
  const blocked = Object.keys(wrong).length > 0;
  const changed = changedFields(current, change);
  const weakened = weakenedFields(current, change);

  async function save(e: FormEvent) {
    e.preventDefault();
    if (busy || blocked || changed.length === 0) return;
    setBusy(true);
    try {
      const body = Object.fromEntries(changed.map((f) => [f, change[f]]));
      const answer = await setMoneyLimits(client, body);
      setControls(answer.controls);
      setDraft(draftOf(answer.controls.limits));
      onSaved(answer.controls);
      if (answer.status === 'pending') toastWarning(t('policy.card.pending', { id: answer.approvalId }));
      else toastSuccess(t('policy.card.applied'));
    } catch {
      // the client toasted why (a bad value names its field)
    } finally {
      setBusy(false);
    }
  }

  const field = (f: MoneyLimitField) => (
    <FormGroup
      key={f}
      label={label(f)}
      labelFor={`money-limit-${f}`}
      intent={wrong[f] ? Intent.DANGER : Intent.NONE}
      helperText={wrong[f]}
    >
      <AmountInput
        id={`money-limit-${f}`}
        data-testid={`money-limit-${f}`}
        fill
        value={draft[f]}
        min={MONEY_LIMIT_BOUNDS[f].min}
        max={MONEY_LIMIT_BOUNDS[f].max}
        stepSize={stepOf(f)}
        majorStepSize={stepOf(f) * 10}
        minorStepSize={null}
        clampValueOnBlur
        disabled={!isAdmin || busy}
        intent={wrong[f] ? Intent.DANGER : Intent.NONE}
        onValueChange={(_n, text) => setDraft({ ...draft, [f]: text })}
      />
    </FormGroup>
  );

  return (
    <Card className="od-automation-card od-money-limits" data-testid="money-limits">
      <div className="od-automation-head">
        <SubHeading level={2}>{t('policy.title')}</SubHeading>
      </div>
      <p>{t('policy.card.description')}</p>
      <form onSubmit={save} aria-label={t('policy.title')}>
        <div className="od-money-limits-groups">
          <fieldset>
            <legend>{t('policy.card.member')}</legend>
            {MEMBER.map(field)}
          </fieldset>
          <fieldset>
            <legend>{t('policy.card.operator')}</legend>
            {OPERATOR.map(field)}
          </fieldset>
        </div>
        {weakened.length > 0 && (
          <Callout intent={Intent.WARNING} compact data-testid="money-limits-will-wait">
            {t('policy.card.willWait', { fields: weakened.map(label).join(', ') })}
          </Callout>
        )}
        {controls.pending.map((p) => (
          <p key={p.approvalId} className="od-automation-hint" data-testid="money-limits-waiting">
            {t('policy.card.waiting', {
              id: p.approvalId,
              by: p.requester,
              changes: Object.entries(p.changes)
                .map(
                  ([k, v]) => `${k in MONEY_LIMIT_BOUNDS ? label(k as MoneyLimitField) : k} → ${String(v)}`,
                )
                .join(', '),
            })}
          </p>
        ))}
        <p className="od-automation-hint">
          {controls.updatedAt && controls.updatedBy
            ? t('policy.card.lastChange', {
                by: controls.updatedBy ?? '',
                at: formatMediumDateTime(controls.updatedAt, currentLocale()),
              })
            : isAdmin
              ? t('policy.card.keys')
              : t('policy.card.adminOnly')}
        </p>
        {isAdmin && (
          <div className="od-money-limits-actions">
            <Button
              type="submit"
              intent={Intent.PRIMARY}
              text={t('policy.card.save')}
              loading={busy}
              disabled={changed.length === 0 || blocked}
              data-testid="money-limits-save"
            />
            <Button
              text={t('policy.card.reset')}
              disabled={changed.length === 0 || busy}
              onClick={() => setDraft(draftOf(current))}
            />
          </div>
        )}
      </form>
    </Card>
  );
}
