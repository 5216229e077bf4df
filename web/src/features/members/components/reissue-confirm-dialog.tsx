import { Button, Callout, Classes, DialogBody, DialogFooter, HTMLTable, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog.tsx';
import { useArmedConfirm } from '../../../lib/armed-confirm.ts';
import type { ReissuePhase } from '../hooks/use-reissue-flow.ts';
import { approvalNeedText } from '../lib/approval-need.ts';
import { formatCount, formatMediumDateTime } from '../lib/format.ts';
import { isVipResult, type ReissueKindSpec } from '../lib/reissue-kinds.ts';
import { memberLabel } from './member-picker.tsx';

type Confirming = Extract<ReissuePhase, { name: 'confirming' }>;

/**
 * The confirmation of a re-issue: the member and the current and resulting balance (or VIP expiry)
 * as the server's dry run computed them. Confirm issues for real; Esc or Cancel goes back to the form.
 * Confirm takes focus. Money safety: `y` or Ctrl/⌘+Enter confirm; a plain Enter (or Space) on Confirm
 * only once the figures have been on screen a moment, and only a key pressed on it (Blueprint
 * buttons click on key-up): the Enter that submitted the form, or a quick second one, never issues.
 */
export function ReissueConfirmDialog({
  spec,
  phase,
  onConfirm,
  onCancel,
  onClosed,
}: ReissueConfirmDialogProps) {
  const { t, i18n } = useTranslation();
  const open = phase !== null;
  const issuing = phase?.issuing ?? false;
  const problem = phase?.problem;
  // y, Ctrl/⌘+Enter anywhere in the dialog, a plain Enter on Confirm once armed (lib/armed-confirm.ts)
  const confirm = useArmedConfirm(open, issuing, onConfirm);

  return (
    <Dialog
      isOpen={open}
      onClose={onCancel}
      onOpening={() => {
        confirm.reset();
        confirm.ref.current?.focus();
      }}
      onOpened={() => confirm.ref.current?.focus()}
      onClosed={onClosed}
      title={t('patch.confirmTitle')}
      icon={spec.icon}
      canEscapeKeyClose={!issuing}
      canOutsideClickClose={false}
      isCloseButtonShown={!issuing}
      className="od-patch-confirm"
    >
      {phase && (
        <DialogBody>
          <ConfirmTable spec={spec} phase={phase} />
          {phase.preview.approval && (
            <Callout
              intent={Intent.WARNING}
              icon="people"
              className="od-patch-callout"
              data-testid="patch-needs-approval"
            >
              {approvalNeedText(t, phase.preview, i18n.language)}
            </Callout>
          )}
          <p className={Classes.TEXT_MUTED}>{t('memberOps.confirm.previewNote')}</p>
          {problem && (
            <Callout
              intent={problem.transport ? Intent.WARNING : Intent.DANGER}
              icon="error"
              className="od-patch-callout"
              data-testid="patch-confirm-error"
            >
              {problem.transport ? t('memberOps.confirm.networkError') : problem.message}
            </Callout>
          )}
          <p
            className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL} od-patch-key`}
            title={t('patch.keyHint')}
          >
            {t('memberOps.confirm.keyLabel', { key: phase.key })}
          </p>
          <p className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>{t('memberOps.confirm.keysHint')}</p>
        </DialogBody>
      )}
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} onClick={onCancel} disabled={issuing} />
            <Button
              {...confirm.buttonProps}
              intent={Intent.PRIMARY}
              icon={spec.icon}
              loading={issuing}
              text={problem?.transport ? t('memberOps.confirm.retry') : t('patch.submit')}
              data-testid="patch-confirm"
            />
          </>
        }
      />
    </Dialog>
  );
}

function ConfirmTable({ spec, phase }: { spec: ReissueKindSpec; phase: Confirming }) {
  const { t, i18n } = useTranslation();
  const l = i18n.language;
  const { preview, body } = phase;
  const m = preview.member;
  return (
    <HTMLTable compact className="od-patch-confirm-table" data-testid="patch-confirm-table">
      <tbody>
        <tr>
          <th>{t('memberOps.confirm.member')}</th>
          <td>
            {memberLabel(m)} · {m.phone}
          </td>
        </tr>
        <tr>
          <th>
            {spec.kind === 'coins' ? t('memberOps.confirm.giveCoins') : t('memberOps.confirm.giveDays')}
          </th>
          <td className="od-patch-amount">+{formatCount(body.amount, l)}</td>
        </tr>
        {isVipResult(preview) ? (
          <tr>
            <th>{t('memberOps.confirm.vipUntil')}</th>
            <td data-testid="patch-confirm-change">
              <span data-testid="patch-before">
                {!preview.vipExpiresBefore
                  ? t('member.vip.never')
                  : preview.member.vipActive
                    ? formatMediumDateTime(preview.vipExpiresBefore, l)
                    : `${t('member.vip.expired')} · ${formatMediumDateTime(preview.vipExpiresBefore, l)}`}
              </span>
              {' → '}
              <strong data-testid="patch-after">{formatMediumDateTime(preview.vipExpiresAfter, l)}</strong>
            </td>
          </tr>
        ) : (
          <tr>
            <th>{t('memberOps.confirm.coinBalance')}</th>
            <td data-testid="patch-confirm-change">
              <span data-testid="patch-before">{formatCount(preview.balanceBefore, l)}</span>
              {' → '}
              <strong data-testid="patch-after">{formatCount(preview.balanceAfter, l)}</strong>
            </td>
          </tr>
        )}
        <tr>
          <th>{t('memberOps.confirm.reason')}</th>
          <td className="od-patch-reason">{body.reason}</td>
        </tr>
      </tbody>
    </HTMLTable>
  );
}

export interface ReissueConfirmDialogProps {
  spec: ReissueKindSpec;
  phase: Confirming | null;
  onConfirm: () => void;
  onCancel: () => void;
  /** The dialog has gone (after its closing transition). */
  onClosed?: () => void;
}
