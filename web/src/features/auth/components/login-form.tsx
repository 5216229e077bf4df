import { Button, Callout, Checkbox, Intent, Spinner } from '@blueprintjs/core';
import type { LoginBody } from '@opsdeck/shared/schemas';
import { type FormEvent, type Ref, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '../../../components/form/text-field.tsx';
import { useSession } from '../../../lib/api-context.tsx';
import { lazyChunk } from '../../../lib/lazy-chunk.ts';
import { toastInfo, toastSuccess } from '../../../lib/toaster.ts';
import { readLoginConfig, saveLoginConfig } from '../lib/login-config.ts';
import { loginFailureText } from '../lib/login-failure.ts';
import { recallPassword, storePassword } from '../lib/password-credential.ts';
import { type LoginFieldErrors, validateLogin } from '../lib/validate-login.ts';

/**
 * The second-factor step, fetched when a sign-in asks for a code: it checks the code with the shared
 * zod rule, and zod is not part of /login's first load (bench/first-load's budget).
 */
const CodeStep = lazyChunk(() => import('./code-step.tsx').then((m) => ({ default: m.CodeStep })));

/**
 * The login form (spec §2/§5, screens.md §1.5): phone, password, remember password, forgot
 * password, register account. Enter submits; the server's refusal shows above the form.
 */
export function LoginForm({ values, onValues, onSignedIn, formRef }: LoginFormProps) {
  const session = useSession();
  const { t } = useTranslation();
  const [remember, setRemember] = useState(() => readLoginConfig().rememberPassword);
  const [errors, setErrors] = useState<LoginFieldErrors>({});
  const [serverError, setServerError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false); // one submit at a time (its check loads the schema first)
  const [showPassword, setShowPassword] = useState(false);
  /** Two-factor sign-in on: the challenge the password answered, waiting for the code. */
  const [challenge, setChallenge] = useState<string>();

  // With "remember" on, ask the browser's password manager (no prompt) for the remembered phone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => {
    const phone = readLoginConfig().phone;
    if (!phone) return;
    const controller = new AbortController(); // StrictMode mounts twice in dev: drop the first ask
    void recallPassword(phone, controller.signal).then((password) => {
      if (!controller.signal.aborted && password) {
        onValues((v) => (v.phone === phone && !v.password ? { ...v, password } : v));
      }
    });
    return () => controller.abort();
  }, []);

  function change(field: keyof LoginBody, value: string) {
    const next = { ...values, [field]: value };
    onValues(() => next);
    if (errors[field]) {
      void validateLogin(next).then((result) =>
        setErrors((now) => ({ ...now, [field]: result.ok ? undefined : result.errors[field] })),
      );
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      const result = await validateLogin(values);
      if (!result.ok) {
        setErrors(result.errors);
        return;
      }
      setErrors({});
      setServerError(undefined);
      setSubmitting(true);
      const step = await session.login(result.body);
      if ('challenge' in step) {
        setSubmitting(false);
        setChallenge(step.challenge);
        return;
      }
      await finish();
    } catch (error) {
      setServerError(loginFailureText(error, t('login.loginError')));
      setSubmitting(false);
    } finally {
      busy.current = false;
    }
  }

  /** Signed in: remember the phone (and the password, when asked), welcome, go on. */
  async function finish() {
    saveLoginConfig({ rememberPassword: remember, phone: values.phone.trim() });
    if (remember) await storePassword(values.phone.trim(), values.password);
    toastSuccess(t('login.welcome'));
    onSignedIn();
  }

  if (challenge) {
    return (
      <Suspense fallback={<Spinner />}>
        <CodeStep
          challenge={challenge}
          onSignedIn={() => void finish()}
          onBack={(note) => {
            setChallenge(undefined);
            setServerError(note);
          }}
        />
      </Suspense>
    );
  }

  /** The phone or password input: id `login-<field>`, label `login.<field>`, its message once checked. */
  const input = (field: keyof LoginBody, props: Partial<TextFieldProps>) => {
    const error = errors[field];
    return (
      <TextField
        id={`login-${field}`}
        name={field}
        label={t(`login.${field}`)}
        error={error ? t(error) : undefined}
        size="large"
        placeholder={t(`login.${field}Placeholder`)}
        value={values[field]}
        onValueChange={(v) => change(field, v)}
        {...props}
      />
    );
  };

  return (
    <form ref={formRef} className="od-login-form" onSubmit={(e) => void submit(e)} noValidate>
      {serverError && (
        <Callout intent={Intent.DANGER} icon="error" compact className="od-login-error" role="alert">
          {serverError}
        </Callout>
      )}
      {input('phone', {
        type: 'tel',
        inputMode: 'tel',
        autoComplete: 'username',
        autoFocus: true,
        leftIcon: 'mobile-phone',
      })}
      {input('password', {
        type: showPassword ? 'text' : 'password',
        autoComplete: 'current-password',
        leftIcon: 'lock',
        // a native hint rather than a Blueprint tooltip: /login loads no popover code
        rightElement: (
          <Button
            variant="minimal"
            icon={showPassword ? 'eye-off' : 'eye-open'}
            aria-label={t(showPassword ? 'web.login.hidePassword' : 'web.login.showPassword')}
            title={t(showPassword ? 'web.login.hidePassword' : 'web.login.showPassword')}
            onClick={() => setShowPassword((s) => !s)}
          />
        ),
      })}
      <div className="od-login-row">
        <span title={t('web.login.rememberNote')}>
          <Checkbox
            name="rememberPassword"
            label={t('login.rememberPassword')}
            aria-describedby="login-remember-note"
            checked={remember}
            onChange={(e) => setRemember(e.currentTarget.checked)}
          />
          <span id="login-remember-note" className="od-visually-hidden">
            {t('web.login.rememberNote')}
          </span>
        </span>
        <Button
          variant="minimal"
          size="small"
          intent={Intent.PRIMARY}
          onClick={() => toastInfo(t('login.forgotPasswordHint'))}
        >
          {t('login.forgotPassword')}
        </Button>
      </div>
      <Button type="submit" intent={Intent.PRIMARY} size="large" fill loading={submitting}>
        {t('login.submit')}
      </Button>
      <Button
        variant="minimal"
        fill
        className="od-login-register"
        onClick={() => toastInfo(t('login.registerHint'))}
      >
        {t('login.register')}
      </Button>
    </form>
  );
}

export interface LoginFormProps {
  values: LoginBody;
  onValues: (update: (v: LoginBody) => LoginBody) => void;
  onSignedIn: () => void;
  /** The form element, for a demo sign-in that submits it. */
  formRef?: Ref<HTMLFormElement>;
}
