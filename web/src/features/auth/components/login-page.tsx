import { Button, Card, Classes, Elevation, H2, Intent } from '@blueprintjs/core';
import type { LoginBody } from '@opsdeck/shared/schemas';
import { type ReactNode, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { AppLogo } from '../../../components/app-logo.tsx';
import { useDemoAccounts } from '../lib/demo-accounts.ts';
import { readLoginConfig } from '../lib/login-config.ts';
import { LoginForm } from './login-form.tsx';

/**
 * The sign-in screen: brand, the form, and, when the server's database holds the demo seed, its
 * demo sign-ins (a click fills the form and signs in with it).
 */
export function LoginPage({ onSignedIn, toolbar }: { onSignedIn: () => void; toolbar?: ReactNode }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<LoginBody>(() => ({ phone: readLoginConfig().phone, password: '' }));
  const demoAccounts = useDemoAccounts();
  const form = useRef<HTMLFormElement>(null);

  /** A demo sign-in: the form shows its phone and password, then submits them as Enter would. */
  function signInAs(account: LoginBody) {
    flushSync(() => setValues({ phone: account.phone, password: account.password }));
    form.current?.requestSubmit();
  }

  return (
    <div className="od-login">
      {toolbar && <div className="od-login-toolbar">{toolbar}</div>}
      <div className="od-login-column">
        <div className="od-login-brand">
          <AppLogo size={40} />
          <span className={Classes.TEXT_LARGE}>{t('common.appName')}</span>
        </div>
        <Card elevation={Elevation.TWO} className="od-login-card">
          <H2 className="od-login-title">{t('login.title')}</H2>
          <p className={Classes.TEXT_MUTED}>{t('login.subtitle')}</p>
          <LoginForm
            formRef={form}
            values={values}
            onValues={(update) => setValues(update)}
            onSignedIn={onSignedIn}
          />
        </Card>
        {demoAccounts.length > 0 && (
          <Card className="od-login-demo" elevation={Elevation.ZERO}>
            <div className="od-login-demo-title">{t('login.demoAccounts')}</div>
            <p className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>{t('web.login.demoHint')}</p>
            <div className="od-login-demo-list">
              {demoAccounts.map((a) => (
                <Button
                  key={a.phone}
                  variant="outlined"
                  intent={Intent.PRIMARY}
                  alignText="start"
                  fill
                  icon={a.role === 'admin' ? 'crown' : 'person'}
                  onClick={() => signInAs(a)}
                  className="od-login-demo-account"
                >
                  <span className="od-login-demo-role">{t(`common.roles.${a.role}`)}</span>
                  <span className="od-login-demo-cred">
                    {a.phone} / {a.password}
                  </span>
                </Button>
              ))}
            </div>
          </Card>
        )}
      </div>
    </div>
  );
}
