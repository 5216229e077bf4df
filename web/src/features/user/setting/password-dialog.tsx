import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { changePassword } from '@opsdeck/shared/api';
import type { Locale } from '@opsdeck/shared/i18n';
import { passwordChangeBodySchema } from '@opsdeck/shared/schemas';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../lib/toaster.ts';
import { checkWith, type FieldErrors, fieldErrorsOf } from '../lib/field-errors.ts';
import { useClient } from '../lib/use-client.ts';
import { PasswordHint } from './password-hint.tsx';

/** The change-password dialog: current password, new password with the live hint, confirmation. */
export function PasswordDialog({ isOpen, onClose, onChanged }: PasswordDialogProps) {
  const { t, i18n } = useTranslation();
  const client = useClient();
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  function reset() {
    setOld('');
    setNew('');
    setConfirm('');
    setErrors({});
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = checkWith(
      passwordChangeBodySchema,
      { oldPassword, newPassword },
      i18n.language as Locale,
    );
    const mismatch = newPassword !== confirm ? { confirm: t('account.security.mismatch') } : {};
    if (!checked.ok || mismatch.confirm) {
      setErrors({ ...(checked.ok ? {} : checked.errors), ...mismatch });
      return;
    }
    setBusy(true);
    try {
      const result = await changePassword(client, checked.data);
      toastSuccess(t('account.security.passwordChanged', { count: result.revokedSessions }));
      reset();
      onChanged();
      onClose();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    } finally {
      setBusy(false);
    }
  }

  const field = (name: string) => ({
    intent: errors[name] ? Intent.DANGER : Intent.NONE,
    helperText: errors[name],
  });

  return (
    <Dialog
      isOpen={isOpen}
      onClose={() => {
        reset();
        onClose();
      }}
      title={t('account.actions.changePassword')}
      icon="key"
    >
      <form onSubmit={(e) => void submit(e)} data-testid="password-form">
        <DialogBody>
          <FormGroup
            label={t('account.security.oldPassword')}
            labelFor="old-password"
            {...field('oldPassword')}
          >
            <InputGroup
              id="old-password"
              type="password"
              autoComplete="current-password"
              autoFocus
              value={oldPassword}
              onValueChange={setOld}
              intent={field('oldPassword').intent}
            />
          </FormGroup>
          <FormGroup
            label={t('account.security.newPassword')}
            labelFor="new-password"
            {...field('newPassword')}
          >
            <InputGroup
              id="new-password"
              type="password"
              autoComplete="new-password"
              aria-describedby="new-password-hint"
              value={newPassword}
              onValueChange={setNew}
              intent={field('newPassword').intent}
            />
          </FormGroup>
          <PasswordHint value={newPassword} id="new-password-hint" />
          <FormGroup
            label={t('account.security.confirmPassword')}
            labelFor="confirm-password"
            {...field('confirm')}
          >
            <InputGroup
              id="confirm-password"
              type="password"
              autoComplete="new-password"
              value={confirm}
              onValueChange={setConfirm}
              intent={field('confirm').intent}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('account.security.cancel')} onClick={onClose} />
              <Button
                type="submit"
                intent={Intent.PRIMARY}
                loading={busy}
                text={t('account.security.submitPassword')}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}

export interface PasswordDialogProps {
  isOpen: boolean;
  onClose: () => void;
  onChanged: () => void;
}
