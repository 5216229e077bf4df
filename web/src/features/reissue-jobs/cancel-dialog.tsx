import { Button, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import type { ReissueJob } from '@opsdeck/shared/schemas';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog.tsx';
import { formatCount } from '../../lib/i18n.ts';

export interface CancelDialogProps {
  job: ReissueJob | null;
  busy: boolean;
  onKeep: () => void;
  onCancel: (job: ReissueJob) => void;
}

/** Cancelling a job: what stops (the rows not run) and what stays; Enter cancels it, Esc keeps it. */
export function CancelDialog({ job, busy, onKeep, onCancel }: CancelDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={job !== null}
      onClose={onKeep}
      title={job ? t('reissueJobs.web.cancelTitle', { id: job.id }) : ''}
      icon="stop"
      canEscapeKeyClose={!busy}
    >
      <DialogBody>
        {job && <p>{t('reissueJobs.web.cancelBody', { left: formatCount(job.left) })}</p>}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('reissueJobs.web.keep')} onClick={onKeep} disabled={busy} />
            <Button
              intent={Intent.DANGER}
              text={t('reissueJobs.web.cancelConfirm')}
              loading={busy}
              autoFocus
              onClick={() => job && onCancel(job)}
              data-testid="job-cancel-confirm"
            />
          </>
        }
      />
    </Dialog>
  );
}
