import { Icon, Tag } from '@blueprintjs/core';
import type { MemberRow } from '@opsdeck/shared/schemas';
import { useTranslation } from 'react-i18next';
import { memberLabel } from '../../../features/members/components/member-picker.tsx';
import { formatCount } from '../../../features/members/lib/format.ts';
import { reissueAction } from '../../../features/members/lib/reissue-actions.ts';
import { REISSUE_KINDS, type ReissueKind } from '../../../features/members/lib/reissue-kinds.ts';
import { REISSUE_STEPS, type ReissueStep } from '../lib/reissue-steps.ts';

/** The page's title and the arguments given so far, as chips; the step in progress is highlighted. */
export function ReissueCrumbs({
  kind,
  step,
  member,
  amount,
  reason,
}: {
  kind: ReissueKind;
  step: ReissueStep;
  member: MemberRow | null;
  amount: number | undefined;
  reason: string;
}) {
  const { t, i18n } = useTranslation();
  const spec = REISSUE_KINDS[kind];
  const action = reissueAction(kind);
  const chip = (at: ReissueStep, text: string | null) =>
    text === null ? null : (
      <Tag key={at} minimal round active={step === at} className="od-palette-chip">
        {text}
      </Tag>
    );
  const trimmed = reason.trim();
  return (
    <div className="od-palette-crumbs">
      <Icon icon={spec.icon} />
      <span className="od-palette-crumbs-title">{t(action.i18nKey)}</span>
      {chip('member', member ? memberLabel(member) : null)}
      {chip(
        'amount',
        amount === undefined
          ? null
          : t(kind === 'coins' ? 'palette.args.coins' : 'palette.args.days', {
              n: formatCount(amount, i18n.language),
              count: amount,
            }),
      )}
      {chip(
        'reason',
        trimmed === '' || step === 'reason'
          ? null
          : trimmed.length > 24
            ? `${trimmed.slice(0, 24)}…`
            : trimmed,
      )}
      <span className="od-palette-crumbs-step">
        {t('palette.args.step', { step: REISSUE_STEPS.indexOf(step) + 1, total: REISSUE_STEPS.length })}
      </span>
    </div>
  );
}
