import type { Locale } from '@opsdeck/shared/i18n';
import type { LoginBody } from '@opsdeck/shared/schemas';
import type { Translate } from '../i18n.js';
import { FieldsForm } from './fields-form.js';
import { initialLoginState, loginRules } from './login-form-state.js';

/** Props of LoginForm. `submit` resolves null on success, or the lines to show when sign-in failed. */
export interface LoginFormProps {
  t: Translate;
  locale: Locale;
  server: string;
  color: boolean;
  /** The terminal's columns (FieldsForm wraps its texts within them). */
  width?: number;
  initialPhone?: string;
  submit: (body: LoginBody) => Promise<readonly string[] | null>;
  onDone: () => void;
  onCancel: () => void;
}

/** The interactive sign-in form: phone, masked password, validation and the server's answer. */
export function LoginForm(props: LoginFormProps) {
  const { t, locale, submit } = props;
  return (
    <FieldsForm
      rules={loginRules(locale)}
      initial={() => initialLoginState(props.initialPhone)}
      look={{
        phone: { label: t('login.phone'), placeholder: t('login.phonePlaceholder') },
        password: { label: t('login.password'), mask: true },
      }}
      title={t('login.title')}
      subtitle={t('cli.login.form.server', { server: props.server })}
      hint={t('cli.login.form.hint')}
      busy={t('cli.login.form.signingIn')}
      color={props.color}
      width={props.width}
      submit={(values) => submit(values).then((lines) => (lines === null ? null : { lines }))}
      onDone={props.onDone}
      onCancel={props.onCancel}
    />
  );
}
