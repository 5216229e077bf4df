import { updateSecurity } from '@opsdeck/shared/api';
import { type SecuritySettings, securityUpdateBodySchema } from '@opsdeck/shared/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/text-field.tsx';
import { toastSuccess } from '../../../lib/toaster.ts';
import { useCheckedForm } from '../lib/use-checked-form.ts';
import { useClient } from '../lib/use-client.ts';
import { FormDialog } from './form-dialog.tsx';

/** Which security setting a dialog edits. */
export type SecurityKind = 'question' | 'phone' | 'email';

/** Sets a security question (with its answer), a security phone or a security email. */
export function SecurityEditDialog({ kind, onClose, onSaved }: SecurityEditDialogProps) {
  const { t } = useTranslation();
  const client = useClient();
  const [value, setValue] = useState('');
  const [answer, setAnswer] = useState('');
  const { errors, busy, submit } = useCheckedForm();

  function send() {
    if (!kind) return;
    const body = kind === 'question' ? { question: { question: value, answer } } : { [kind]: value };
    return submit(securityUpdateBodySchema, body, async (checked) => {
      onSaved(await updateSecurity(client, checked));
      toastSuccess(t('account.security.settingSaved'));
      setValue('');
      setAnswer('');
      onClose();
    });
  }

  const error = (name: string) => errors[name] ?? errors[`question.${name}`];
  const mainField = kind === 'question' ? 'question' : (kind ?? 'phone');
  const title = kind ? t(`account.security.${kind}`) : '';
  return (
    <FormDialog
      isOpen={kind !== null}
      onClose={onClose}
      title={title}
      onSubmit={() => void send()}
      submitText={t('account.security.saveSetting')}
      busy={busy}
    >
      <TextField
        id="security-value"
        label={title}
        error={error(mainField)}
        autoFocus
        type={kind === 'email' ? 'email' : kind === 'phone' ? 'tel' : 'text'}
        value={value}
        onValueChange={setValue}
      />
      {kind === 'question' && (
        <TextField
          id="security-answer"
          label={t('account.security.answer')}
          error={error('answer')}
          value={answer}
          onValueChange={setAnswer}
        />
      )}
    </FormDialog>
  );
}

export interface SecurityEditDialogProps {
  kind: SecurityKind | null;
  onClose: () => void;
  onSaved: (settings: SecuritySettings) => void;
}
