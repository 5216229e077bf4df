import { Button, DialogFooter, Intent } from '@blueprintjs/core';

export interface FormDialogFooterProps {
  cancelText: string;
  onCancel: () => void;
  /** The submit button's text: Enter in the form presses it. */
  submitText: string;
  intent?: Intent;
  busy: boolean;
  testId?: string;
}

/** The footer of a dialog's form: Cancel, and the submit button (busy while the call runs). */
export function FormDialogFooter({
  cancelText,
  onCancel,
  submitText,
  intent,
  busy,
  testId,
}: FormDialogFooterProps) {
  return (
    <DialogFooter
      actions={
        <>
          <Button text={cancelText} onClick={onCancel} />
          <Button
            type="submit"
            intent={intent ?? Intent.PRIMARY}
            text={submitText}
            loading={busy}
            data-testid={testId}
          />
        </>
      }
    />
  );
}
