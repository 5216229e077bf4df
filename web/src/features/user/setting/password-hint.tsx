import { Icon } from '@blueprintjs/core';
import { PASSWORD_RULES, passwordRuleState } from '@opsdeck/shared/schemas';
import { useTranslation } from 'react-i18next';

/** The password rule of spec §5, each part ticked off while the operator types. */
export function PasswordHint({ value, id }: { value: string; id: string }) {
  const { t } = useTranslation();
  const state = passwordRuleState(value);
  return (
    <div className="od-password-hint" id={id} aria-live="polite">
      <span>{t('account.passwordRules.title')}</span>
      <ul>
        {PASSWORD_RULES.map((rule) => (
          <li key={rule.id} data-rule={rule.id} data-met={state[rule.id]}>
            <Icon
              icon={state[rule.id] ? 'tick-circle' : 'circle'}
              intent={state[rule.id] ? 'success' : 'none'}
              size={12}
            />
            <span>{t(`account.passwordRules.${rule.id}`)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
