import { Button, Callout, Classes, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { answerStepUp, stepUpStore } from '../stores/step-up-store.ts';
import { TextField } from './form/text-field.tsx';

/**
 * The step-up dialog: approving a request or changing a money policy, an admin with TOTP on types a
 * fresh code; the call is then sent again with it (X-OpsDeck-OTP). Enter confirms, Esc cancels.
 */
export function StepUpDialog() {
  const { t } = useTranslation();
  const { open, failure } = useSnapshot(stepUpStore);
  const [code, setCode] = useState('');
  const close = (value: string | null) => {
    setCode('');
    answerStepUp(value);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (code.trim()) close(code.trim());
  };
  return (
    <Dialog isOpen={open} onClose={() => close(null)} title={t('totpSetup.stepUpTitle')} icon="shield">
      <form onSubmit={submit} data-testid="step-up-dialog">
        <DialogBody>
          <p className={Classes.TEXT_MUTED}>{t('totpSetup.stepUpHint')}</p>
          {failure && (
            <Callout intent={Intent.DANGER} compact role="alert">
              {failure}
            </Callout>
          )}
          <TextField
            id="step-up-code"
            name="otp"
            label={t('totp.login.code')}
            value={code}
            onValueChange={setCode}
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
          />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('totpSetup.cancel')} onClick={() => close(null)} />
              <Button type="submit" intent={Intent.PRIMARY} text={t('totpSetup.stepUpSubmit')} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
