import { Button, HTMLTable } from '@blueprintjs/core';
import { listSessions, revokeOtherSessions, revokeSession } from '@opsdeck/shared/api';
import { clientName } from '@opsdeck/shared/auth';
import { formatMediumDateTime } from '@opsdeck/shared/schemas';
import { useTranslation } from 'react-i18next';
import { StaticTag } from '../../../components/static-tag.tsx';
import { TableHead } from '../../../components/table-head.tsx';
import { currentLocale } from '../../../lib/i18n.ts';
import { toastSuccess } from '../../../lib/toaster.ts';
import { useClient } from '../lib/use-client.ts';
import { useLoad } from '../lib/use-load.ts';

/** The operator's active sessions (created, last used, client) with "sign out" per session. */
export function SessionsList({ version }: { version: number }) {
  const { t } = useTranslation();
  const client = useClient();
  const sessions = useLoad(listSessions, String(version));
  const others = (sessions.data ?? []).filter((s) => !s.current);

  async function signOut(id: number) {
    await revokeSession(client, id);
    toastSuccess(t('account.security.sessionRevoked'));
    sessions.reload();
  }

  async function signOutOthers() {
    const { revoked } = await revokeOtherSessions(client);
    toastSuccess(t('account.security.othersRevoked', { count: revoked }));
    sessions.reload();
  }

  return (
    <section className="od-account-sessions" aria-labelledby="sessions-title">
      <div className="od-account-section-head">
        <h4 id="sessions-title">{t('account.security.sessions')}</h4>
        <Button
          size="small"
          icon="log-out"
          disabled={others.length === 0}
          text={t('account.security.signOutOthers')}
          onClick={() => void signOutOthers().catch(() => undefined)}
        />
      </div>
      <HTMLTable compact striped className="od-account-table" data-testid="sessions-table">
        <TableHead
          cells={[
            'account.security.sessionClient',
            'account.security.sessionCreated',
            'account.security.sessionSeen',
            { key: 'account.certification.operation', unlabelled: true },
          ]}
        />
        <tbody>
          {(sessions.data ?? []).map((s) => (
            <tr key={s.id} data-session={s.id}>
              {/* the client by name (`Chrome 131 · Linux`); the raw user agent on hover */}
              <td className="od-account-client" title={s.client}>
                {clientName(s.client) || t('account.security.unknownClient')}
              </td>
              <td>{formatMediumDateTime(s.createdAt, currentLocale())}</td>
              <td>{formatMediumDateTime(s.lastSeenAt, currentLocale())}</td>
              <td>
                {s.current ? (
                  <StaticTag minimal intent="primary">
                    {t('account.security.thisSession')}
                  </StaticTag>
                ) : (
                  <Button
                    size="small"
                    variant="minimal"
                    intent="danger"
                    text={t('account.security.signOut')}
                    onClick={() => void signOut(s.id).catch(() => undefined)}
                  />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </section>
  );
}
