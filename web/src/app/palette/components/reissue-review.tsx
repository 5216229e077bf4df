import { Callout, Icon, Intent, Spinner, SpinnerSize } from '@blueprintjs/core';
import { Command } from 'cmdk';
import { useTranslation } from 'react-i18next';
import type { ReissuePhase } from '../../../features/members/hooks/use-reissue-flow.ts';
import { approvalNeedText } from '../../../features/members/lib/approval-need.ts';
import { formatCount, formatMediumDateTime } from '../../../features/members/lib/format.ts';
import { isVipResult, type ReissueResult } from '../../../features/members/lib/reissue-kinds.ts';

/** The dry run's figures: the current and resulting balance, or VIP expiry. */
export function PreviewFigures({ preview }: { preview: ReissueResult }) {
  const { t, i18n } = useTranslation();
  const l = i18n.language;
  const text = isVipResult(preview)
    ? t('palette.args.vipUntil', {
        before: preview.vipExpiresBefore
          ? formatMediumDateTime(preview.vipExpiresBefore, l)
          : t('palette.args.never'),
        after: formatMediumDateTime(preview.vipExpiresAfter, l),
      })
    : t('palette.args.balance', {
        before: formatCount(preview.balanceBefore, l),
        after: formatCount(preview.balanceAfter, l),
      });
  return (
    <div className="od-palette-preview" data-testid="palette-preview">
      <Icon icon={isVipResult(preview) ? 'crown' : 'bank-account'} />
      <span>{text}</span>
    </div>
  );
}

/**
 * The review step: while the dry run runs, a loading row; then the server's figures with Confirm
 * first (Enter confirms once armed) and "change the arguments"; a failure shows why (a lost connection says a
 * retry is safe: it sends the same key).
 */
export function ReissueReview({
  phase,
  armed,
  onConfirm,
  onEdit,
}: {
  phase: ReissuePhase;
  /** A plain Enter confirms now (until then only `y` or Ctrl/⌘+Enter do). */
  armed: boolean;
  onConfirm: () => void;
  onEdit: () => void;
}) {
  const { t, i18n } = useTranslation();
  if (phase.name === 'previewing') {
    return (
      <Command.Loading className="od-palette-loading" label={t('palette.args.checking')}>
        <Spinner size={SpinnerSize.SMALL} /> {t('palette.args.checking')}
      </Command.Loading>
    );
  }
  const problem = phase.name === 'confirming' || phase.name === 'editing' ? phase.problem : undefined;
  return (
    <>
      {phase.name === 'confirming' && <PreviewFigures preview={phase.preview} />}
      {phase.name === 'confirming' && phase.preview.approval && (
        <Callout
          compact
          intent={Intent.WARNING}
          className="od-palette-callout"
          data-testid="palette-needs-approval"
        >
          {approvalNeedText(t, phase.preview, i18n.language)}
        </Callout>
      )}
      {problem && (problem.message || problem.transport) && (
        <Callout
          compact
          intent={problem.transport ? Intent.WARNING : Intent.DANGER}
          className="od-palette-callout"
          data-testid="palette-problem"
        >
          {problem.transport ? t('memberOps.confirm.networkError') : problem.message}
        </Callout>
      )}
      {phase.name === 'confirming' && (
        <Command.Item
          value="confirm"
          disabled={phase.issuing}
          onSelect={onConfirm}
          className="od-palette-item od-palette-item-primary"
          data-testid="palette-confirm"
          data-armed={armed || undefined}
        >
          {phase.issuing ? <Spinner size={SpinnerSize.SMALL} /> : <Icon icon="tick-circle" />}
          <span className="od-palette-item-text">
            <span className="od-palette-item-title">
              {phase.issuing
                ? t('palette.args.issuing')
                : problem?.transport
                  ? t('palette.args.retry')
                  : t('palette.args.confirm')}
            </span>
            <span className="od-palette-item-hint">
              {t('memberOps.confirm.keyLabel', { key: phase.key })}
            </span>
          </span>
        </Command.Item>
      )}
      <Command.Item value="edit" onSelect={onEdit} className="od-palette-item">
        <Icon icon="edit" />
        <span className="od-palette-item-text">
          <span className="od-palette-item-title">{t('palette.args.edit')}</span>
        </span>
      </Command.Item>
    </>
  );
}
