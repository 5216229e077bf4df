import { Button, Classes } from '@blueprintjs/core';
import { getSecurity, updateSecurity } from '@opsdeck/shared/api';
import type { SecuritySettings } from '@opsdeck/shared/schemas';
import { formatMediumDateTime } from '@opsdeck/shared/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../lib/i18n.ts';
import { toastSuccess } from '../../../lib/toaster.ts';
import { useClient } from '../lib/use-client.ts';
import { useLoad } from '../lib/use-load.ts';
import { PasswordDialog } from './password-dialog.tsx';
import { SecurityEditDialog, type SecurityKind } from './security-edit-dialog.tsx';
import { SessionsList } from './sessions-list.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';

/** Security settings: password, question, phone, email (set or not, with their edit flows), two-factor sign-in, sessions. */
export function SecurityTab({ passwordOpen, onPasswordOpen }: SecurityTabProps) {
  const { t } = useTranslation();
  const client = useClient();
  const security = useLoad(getSecurity);
  const [editing, setEditing] = useState<SecurityKind | null>(null);
  const [version, setVersion] = useState(0);
  const data = security.data;

  async function unset(kind: SecurityKind) {
    security.set(await updateSecurity(client, { [kind]: null }));
    toastSuccess(t('account.security.settingRemoved'));
  }

  const row = (kind: SecurityKind, value: string | null | undefined) => (
    <li className="od-security-row" data-setting={kind} key={kind}>
      <div>
        <strong>{t(`account.security.${kind}`)}</strong>
        <div className={Classes.TEXT_MUTED}>
          {value ? t('account.security.bound', { value }) : t('account.security.notSet')}
        </div>
      </div>
      <div className="od-security-actions">
        {value && (
          <Button
            variant="minimal"
            intent="danger"
            text={t('account.security.unset')}
            onClick={() => void unset(kind).catch(() => undefined)}
          />
        )}
        <Button
          variant="minimal"
          intent="primary"
          text={t(value ? 'account.security.change' : 'account.security.set')}
          onClick={() => setEditing(kind)}
        />
      </div>
    </li>
  );

  return (
    <div className="od-security-tab">
      <ul className="od-security-list">
        <li className="od-security-row" data-setting="password">
          <div>
            <strong>{t('account.security.password')}</strong>
            <div className={Classes.TEXT_MUTED}>{t('account.validation.passwordRule')}</div>
            <div className={Classes.TEXT_MUTED}>
              {data?.passwordChangedAt
                ? t('account.security.passwordSet', {
                    time: formatMediumDateTime(data.passwordChangedAt, currentLocale()),
                  })
                : t('account.security.passwordNever')}
            </div>
          </div>
          <Button
            variant="minimal"
            intent="primary"
            text={t('account.security.change')}
            onClick={() => onPasswordOpen(true)}
            data-testid="change-password"
          />
        </li>
        {row('question', data?.question)}
        {row('phone', data?.phone)}
        {row('email', data?.email)}
      </ul>
      <TwoFactorSection />
      <SessionsList version={version} />
      <PasswordDialog
        isOpen={passwordOpen}
        onClose={() => onPasswordOpen(false)}
        onChanged={() => {
          security.reload();
          setVersion((v) => v + 1);
        }}
      />
      <SecurityEditDialog
        kind={editing}
        onClose={() => setEditing(null)}
        onSaved={(s: SecuritySettings) => security.set(s)}
      />
    </div>
  );
}

export interface SecurityTabProps {
  passwordOpen: boolean;
  onPasswordOpen: (open: boolean) => void;
}
