import type { Locale } from '@opsdeck/shared/i18n';
import type { Translate } from '../i18n.js';
import { type FieldsFailure, FieldsForm } from './fields-form.js';
import { initialPasswordState, type PasswordField, passwordRules } from './password-form-state.js';

/** What a refused change shows: the lines, and the entry the server named. */
export type PasswordFailure = FieldsFailure<PasswordField>;

/** Props of PasswordForm. `submit` resolves null once changed, else why it was refused. */
export interface PasswordFormProps {
  t: Translate;
  locale: Locale;
  color: boolean;
  /** The terminal's columns (FieldsForm wraps its texts within them). */
  width?: number;
  submit: (body: { oldPassword: string; newPassword: string }) => Promise<PasswordFailure | null>;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * The interactive password change, as the sign-in form: the current password and the new one twice,
 * masked. A weak or mismatched entry is named under its field and nothing typed is thrown away; a
 * refusal from the server is shown and only the entry it names is asked again.
 */
export function PasswordForm(props: PasswordFormProps) {
  const { t, submit } = props;
  return (
    <FieldsForm
      rules={passwordRules(props.locale, t)}
      initial={initialPasswordState}
      look={{
        old: { label: t('account.cli.password.oldPrompt'), mask: true },
        new: { label: t('account.cli.password.newPrompt'), mask: true },
        confirm: { label: t('account.cli.password.confirmPrompt'), mask: true },
      }}
      title={t('account.cli.password.summary')}
      subtitle={t('account.validation.passwordRule')}
      hint={t('account.cli.password.formHint')}
      busy={t('account.cli.password.changing')}
      color={props.color}
      width={props.width}
      submit={(values) => submit({ oldPassword: values.old, newPassword: values.new })}
      onDone={props.onDone}
      onCancel={props.onCancel}
    />
  );
}
