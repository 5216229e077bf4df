import { Button, DialogBody, DialogFooter, type IconName, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog.tsx';

export interface FormDialogProps {
  isOpen: boolean;
  title: string;
  icon?: IconName;
  /** Closing: the close button, Escape and Cancel. */
  onClose: () => void;
  onSubmit: () => void;
  submitText: string;
  busy: boolean;
  testId?: string;
  children: ReactNode;
}

/** A dialog holding one form: its fields, then Cancel and the submit button (Enter submits). */
export function FormDialog(props: FormDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog isOpen={props.isOpen} onClose={props.onClose} title={props.title} icon={props.icon}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          props.onSubmit();
        }}
        data-testid={props.testId}
      >
        <DialogBody>{props.children}</DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('account.security.cancel')} onClick={props.onClose} />
              <Button type="submit" intent={Intent.PRIMARY} loading={props.busy} text={props.submitText} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
