import { Button, Classes, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { answerStepUp, stepUpStore } from '../stores/step-up-store.ts';
import { CodeField, codeProblem } from './code-field.tsx';
import { Dialog } from './dialog.tsx';

/**
 * The step-up dialog: approving a request or changing a money policy, an admin with TOTP on types a
 * fresh code (the shared CodeField; the server's refusal of the code before is its message); the
 * call is then sent again with it (X-OpsDeck-OTP). Enter confirms, Esc cancels.
 */
export function StepUpDialog() {
  const { t } = useTranslation();
  const { open, failure } = useSnapshot(stepUpStore);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();
  const close = (value: string | null) => {
    setCode('');
    setProblem(undefined);
    answerStepUp(value);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const wrong = codeProblem(t, code);
    if (wrong) setProblem(wrong);
    else close(code.trim());
  };
  return (
    <Dialog isOpen={open} onClose={() => close(null)} title={t('totpSetup.stepUpTitle')} icon="shield">
      <form onSubmit={submit} data-testid="step-up-dialog">
        <DialogBody>
          <p className={Classes.TEXT_MUTED}>{t('totpSetup.stepUpHint')}</p>
          <CodeField
            id="step-up-code"
            name="otp"
            value={code}
            onValueChange={(v) => {
              setCode(v);
              setProblem(undefined);
            }}
            error={problem ?? failure ?? undefined}
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
