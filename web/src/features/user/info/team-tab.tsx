import { Card, Classes, Tag } from '@blueprintjs/core';
import { listTeam } from '@opsdeck/shared/api';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { useLoad } from '../lib/use-load.ts';
import { ActivityList } from './activity-list.tsx';
import { LoadGrid } from './load-state.tsx';

/** My team: the operators who share the role, with their recent activity (audit log). */
export function TeamTab() {
  const { t, i18n } = useTranslation();
  // each teammate's job is named in the console's language
  const team = useLoad(listTeam, i18n.language);
  return (
    <LoadGrid state={team} empty={{ icon: 'people', text: 'account.info.noTeam' }} testId="team">
      {(m) => (
        <Card key={m.id} className="od-info-card">
          <div className="od-avatar-group">
            <UserAvatar name={m.name} src={m.avatar} size={32} />
            <div>
              <h3>
                {m.name} {m.self && <Tag minimal>{t('account.info.you')}</Tag>}
              </h3>
              <div className={Classes.TEXT_MUTED}>
                {m.jobName} · {t(`common.roles.${m.role}`)}
              </div>
            </div>
          </div>
          <p className={Classes.TEXT_MUTED}>{t('account.info.actions30d', { count: m.actions30d })}</p>
          <ActivityList items={m.recent} />
        </Card>
      )}
    </LoadGrid>
  );
}
