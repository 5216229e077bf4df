import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { updateSecurity } from '@opsdeck/shared/api';
import type { Locale } from '@opsdeck/shared/i18n';
import { type SecuritySettings, securityUpdateBodySchema } from '@opsdeck/shared/schemas';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../lib/toaster.ts';
import { checkWith, type FieldErrors, fieldErrorsOf } from '../lib/field-errors.ts';
import { useClient } from '../lib/use-client.ts';

/** Which security setting a dialog edits. */
export type SecurityKind = 'question' | 'phone' | 'email';

/** Sets a security question (with its answer), a security phone or a security email. */
export function SecurityEditDialog({ kind, onClose, onSaved }: SecurityEditDialogProps) {
  const { t, i18n } = useTranslation();
  const client = useClient();
  const [value, setValue] = useState('');
  const [answer, setAnswer] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!kind) return;
    const body = kind === 'question' ? { question: { question: value, answer } } : { [kind]: value };
    const checked = checkWith(securityUpdateBodySchema, body, i18n.language as Locale);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setBusy(true);
    try {
      onSaved(await updateSecurity(client, checked.data));
      toastSuccess(t('account.security.settingSaved'));
      setValue('');
      setAnswer('');
      setErrors({});
      onClose();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    } finally {
      setBusy(false);
    }
  }

  const error = (name: string) => errors[name] ?? errors[`question.${name}`];
  const mainField = kind === 'question' ? 'question' : (kind ?? 'phone');
  return (
    <Dialog isOpen={kind !== null} onClose={onClose} title={kind ? t(`account.security.${kind}`) : ''}>
      <form onSubmit={(e) => void submit(e)}>
        <DialogBody>
          <FormGroup
            label={kind ? t(`account.security.${kind}`) : ''}
            labelFor="security-value"
            helperText={error(mainField)}
            intent={error(mainField) ? Intent.DANGER : Intent.NONE}
          >
            <InputGroup
              id="security-value"
              autoFocus
              type={kind === 'email' ? 'email' : kind === 'phone' ? 'tel' : 'text'}
              value={value}
              onValueChange={setValue}
            />
          </FormGroup>
          {kind === 'question' && (
            <FormGroup
              label={t('account.security.answer')}
              labelFor="security-answer"
              helperText={error('answer')}
              intent={error('answer') ? Intent.DANGER : Intent.NONE}
            >
              <InputGroup id="security-answer" value={answer} onValueChange={setAnswer} />
            </FormGroup>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('account.security.cancel')} onClick={onClose} />
              <Button
                type="submit"
                intent={Intent.PRIMARY}
                loading={busy}
                text={t('account.security.saveSetting')}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}

export interface SecurityEditDialogProps {
  kind: SecurityKind | null;
  onClose: () => void;
  onSaved: (settings: SecuritySettings) => void;
}
