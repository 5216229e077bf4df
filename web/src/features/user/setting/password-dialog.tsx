import { changePassword } from '@opsdeck/shared/api';
import { passwordChangeBodySchema } from '@opsdeck/shared/schemas';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/text-field.tsx';
import { toastSuccess } from '../../../lib/toaster.ts';
import { useCheckedForm } from '../lib/use-checked-form.ts';
import { useClient } from '../lib/use-client.ts';
import { FormDialog } from './form-dialog.tsx';
import { PasswordHint } from './password-hint.tsx';

/** The three inputs: the field (message key), the input's id, its label and autocomplete kind. */
const INPUTS = [
  { field: 'oldPassword', id: 'old-password', label: 'oldPassword', autoComplete: 'current-password' },
  { field: 'newPassword', id: 'new-password', label: 'newPassword', autoComplete: 'new-password' },
  { field: 'confirm', id: 'confirm-password', label: 'confirmPassword', autoComplete: 'new-password' },
] as const;
type Values = Record<(typeof INPUTS)[number]['field'], string>;
const EMPTY: Values = { oldPassword: '', newPassword: '', confirm: '' };

/** The change-password dialog: current password, new password with the live hint, confirmation. */
export function PasswordDialog({ isOpen, onClose, onChanged }: PasswordDialogProps) {
  const { t } = useTranslation();
  const client = useClient();
  const [values, setValues] = useState<Values>(EMPTY);
  const { errors, setErrors, busy, submit } = useCheckedForm();

  function close() {
    setValues(EMPTY);
    setErrors({});
    onClose();
  }

  function send() {
    const { oldPassword, newPassword, confirm } = values;
    const mismatch = newPassword !== confirm ? { confirm: t('account.security.mismatch') } : {};
    return submit(
      passwordChangeBodySchema,
      { oldPassword, newPassword },
      async (body) => {
        const result = await changePassword(client, body);
        toastSuccess(t('account.security.passwordChanged', { count: result.revokedSessions }));
        onChanged();
        close();
      },
      mismatch,
    );
  }

  return (
    <FormDialog
      isOpen={isOpen}
      onClose={close}
      title={t('account.actions.changePassword')}
      icon="key"
      onSubmit={() => void send()}
      submitText={t('account.security.submitPassword')}
      busy={busy}
      testId="password-form"
    >
      {INPUTS.map(({ field, id, label, autoComplete }) => (
        <Fragment key={field}>
          <TextField
            id={id}
            label={t(`account.security.${label}`)}
            error={errors[field]}
            type="password"
            autoComplete={autoComplete}
            autoFocus={field === 'oldPassword'}
            aria-describedby={field === 'newPassword' ? 'new-password-hint' : undefined}
            value={values[field]}
            onValueChange={(value) => setValues((v) => ({ ...v, [field]: value }))}
          />
          {field === 'newPassword' && <PasswordHint value={values.newPassword} id="new-password-hint" />}
        </Fragment>
      ))}
    </FormDialog>
  );
}

export interface PasswordDialogProps {
  isOpen: boolean;
  onClose: () => void;
  onChanged: () => void;
}
