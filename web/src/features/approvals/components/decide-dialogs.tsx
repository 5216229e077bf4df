import { Button, Classes, DialogBody, DialogFooter, HTMLTable, Intent } from '@blueprintjs/core';
import { type Approval, approvalRejectBodySchema, formatIssuesIn } from '@opsdeck/shared/schemas';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { FormDialogFooter } from '../../../components/form-dialog-footer.tsx';
import { LabelledRows } from '../../../components/labelled-rows.tsx';
import { joinMessages, translator } from '../../../lib/i18n.ts';
import { approvalFacts } from '../lib/facts.ts';

/** What is being decided: which request (as the server answered it) and how. */
export type Deciding = { how: 'approve' | 'reject'; id: number; request: Approval } | null;

/** The request's facts in a dialog: what approving or rejecting decides. */
function Facts({ request }: { request: Approval }) {
  const { t, i18n } = useTranslation();
  return (
    <HTMLTable compact className="od-approval-content" data-testid="decide-facts">
      <LabelledRows lines={approvalFacts(request, t, i18n.language)} />
    </HTMLTable>
  );
}

export interface DecideDialogsProps {
  deciding: Deciding;
  busy: boolean;
  onCancel: () => void;
  onApprove: (id: number) => void;
  onReject: (id: number, reason: string) => void;
}

/**
 * The confirmation of an approval (Enter confirms, Esc cancels) and the reject form (the reason,
 * checked with the server's schema; an error is shown and focused; Enter submits, Esc cancels).
 */
export function DecideDialogs({ deciding, busy, onCancel, onApprove, onReject }: DecideDialogsProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (deciding) {
      setReason('');
      setError(undefined);
    }
  }, [deciding]);

  function submitReject(e: FormEvent) {
    e.preventDefault();
    if (!deciding) return;
    const parsed = approvalRejectBodySchema.safeParse({ reason });
    if (!parsed.success) {
      setError(joinMessages(formatIssuesIn(parsed.error.issues, translator()).map((i) => i.message)));
      input.current?.focus();
      return;
    }
    onReject(deciding.id, parsed.data.reason);
  }

  return (
    <>
      <Dialog
        isOpen={deciding?.how === 'approve'}
        onClose={onCancel}
        title={t('approvals.web.approveTitle', { id: deciding?.id })}
        icon="endorsed"
      >
        <DialogBody>
          {deciding && <Facts request={deciding.request} />}
          <p>{t('approvals.web.approveBody')}</p>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('approvals.web.cancel')} onClick={onCancel} />
              <Button
                intent={Intent.SUCCESS}
                text={t('approvals.web.approve')}
                loading={busy}
                autoFocus
                onClick={() => deciding && onApprove(deciding.id)}
                data-testid="approve-confirm"
              />
            </>
          }
        />
      </Dialog>
      <Dialog
        isOpen={deciding?.how === 'reject'}
        onClose={onCancel}
        title={t('approvals.web.rejectTitle', { id: deciding?.id })}
        icon="disable"
      >
        <form onSubmit={submitReject}>
          <DialogBody>
            {deciding && <Facts request={deciding.request} />}
            <TextField
              id="approval-reject-reason"
              label={t('approvals.web.rejectReason')}
              error={error}
              inputRef={input}
              autoFocus
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                setError(undefined);
              }}
              data-testid="reject-reason"
            />
            <p className={Classes.TEXT_MUTED}>{t('approvals.web.rejectHint')}</p>
          </DialogBody>
          <FormDialogFooter
            cancelText={t('approvals.web.cancel')}
            onCancel={onCancel}
            submitText={t('approvals.web.reject')}
            intent={Intent.DANGER}
            busy={busy}
          />
        </form>
      </Dialog>
    </>
  );
}
