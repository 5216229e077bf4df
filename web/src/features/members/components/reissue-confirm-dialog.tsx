import {
  Button,
  Callout,
  Classes,
  Dialog,
  DialogBody,
  DialogFooter,
  HTMLTable,
  Intent,
} from '@blueprintjs/core';
import { type KeyboardEvent, type MouseEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useReviewGuard } from '../../../lib/review-guard.ts';
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
  const confirmRef = useRef<HTMLButtonElement>(null);
  const keyPressedHere = useRef(false);
  const open = phase !== null;
  const issuing = phase?.issuing ?? false;
  const problem = phase?.problem;
  const guard = useReviewGuard(open);
  const { judge } = guard;

  function keyDown(e: KeyboardEvent<HTMLElement>) {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    const verdict = judge({
      key: 'Enter',
      repeat: e.repeat,
      ctrlKey: e.ctrlKey,
      metaKey: e.metaKey,
      altKey: e.altKey,
      shiftKey: e.shiftKey,
    });
    keyPressedHere.current = verdict === 'confirm';
    if (verdict === 'block') e.preventDefault();
  }

  // `y` and Ctrl/⌘+Enter confirm wherever the focus is in the dialog (Enter on Confirm is above).
  useEffect(() => {
    if (!open || issuing) return;
    function onKey(e: globalThis.KeyboardEvent) {
      if (e.key === 'Enter' && e.target === confirmRef.current) return;
      if (e.key !== 'Enter' && e.key !== 'y' && e.key !== 'Y') return;
      if (e.key === 'Enter' && !e.ctrlKey && !e.metaKey) return;
      if (judge(e) !== 'confirm') return;
      e.preventDefault();
      onConfirm();
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, issuing, judge, onConfirm]);
  function click(e: MouseEvent<HTMLElement>) {
    const fromKeyboard = e.detail === 0;
    if (fromKeyboard && !keyPressedHere.current) return;
    keyPressedHere.current = false;
    onConfirm();
  }

  return (
    <Dialog
      isOpen={open}
      onClose={onCancel}
      onOpening={() => {
        keyPressedHere.current = false;
        confirmRef.current?.focus();
      }}
      onOpened={() => confirmRef.current?.focus()}
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
              {approvalNeedText(t, phase.preview.approval, i18n.language)}
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
              ref={confirmRef}
              intent={Intent.PRIMARY}
              icon={spec.icon}
              loading={issuing}
              text={problem?.transport ? t('memberOps.confirm.retry') : t('patch.submit')}
              onKeyDown={keyDown}
              onClick={click}
              data-testid="patch-confirm"
              data-armed={guard.armed || undefined}
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
