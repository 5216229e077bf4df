import { Button, Callout, Intent } from '@blueprintjs/core';
import { ApiError } from '@opsdeck/shared/errors';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeField, codeProblem } from '../../../components/code-field.tsx';
import { useSession } from '../../../lib/api-context.tsx';
import { loginFailureText } from '../lib/login-failure.ts';

/**
 * The second step of a sign-in with two-factor sign-in on: the 6-digit code from the authenticator
 * app (or a recovery code). Enter verifies; Back (or Esc) returns to the password. A challenge that
 * expired sends the operator back to the password with a note.
 */
export function CodeStep({ challenge, onSignedIn, onBack }: CodeStepProps) {
  const session = useSession();
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (submitting) return;
    const wrong = codeProblem(t, code);
    if (wrong) {
      setError(wrong);
      return;
    }
    setSubmitting(true);
    setError(undefined);
    try {
      await session.verify({ challenge, code });
      onSignedIn();
    } catch (err) {
      setSubmitting(false);
      if (err instanceof ApiError && err.details?.[0]?.field === 'challenge') {
        onBack(t('totp.login.expired'));
        return;
      }
      setError(loginFailureText(err, t('login.loginError')));
    }
  }

  return (
    <form
      className="od-login-form"
      onSubmit={(e) => void submit(e)}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onBack();
      }}
      noValidate
      data-testid="login-code-step"
    >
      <h2 className="od-login-step-title">{t('totp.login.title')}</h2>
      <p>{t('totp.login.hint')}</p>
      {error && (
        <Callout intent={Intent.DANGER} icon="error" compact className="od-login-error" role="alert">
          {error}
        </Callout>
      )}
      <CodeField id="login-code" size="large" leftIcon="key" value={code} onValueChange={setCode} />
      <Button type="submit" intent={Intent.PRIMARY} size="large" fill loading={submitting}>
        {t('totp.login.submit')}
      </Button>
      <Button variant="minimal" fill onClick={() => onBack()}>
        {t('totp.login.back')}
      </Button>
    </form>
  );
}

export interface CodeStepProps {
  challenge: string;
  onSignedIn: () => void;
  /** Back to the password step, with a note when the challenge expired. */
  onBack: (note?: string) => void;
}
