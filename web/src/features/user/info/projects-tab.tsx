import { Card, Classes, Tag } from '@blueprintjs/core';
import { listProjects } from '@opsdeck/shared/api';
import { formatMediumDateTime } from '@opsdeck/shared/schemas';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { currentLocale } from '../../../lib/i18n.ts';
import { useLoad } from '../lib/use-load.ts';
import { LoadGrid } from './load-state.tsx';

/** Projects: the collections and topics the operator curates, with their contributors (audit log). */
export function ProjectsTab() {
  const { t } = useTranslation();
  const projects = useLoad(listProjects);
  return (
    <LoadGrid
      state={projects}
      empty={{ icon: 'folder-close', text: 'account.info.noProjects' }}
      testId="projects"
    >
      {(p) => (
        <Card key={p.id} className="od-info-card" data-project={p.id}>
          <Tag minimal>{t(`account.info.kinds.${p.kind}`)}</Tag>
          <h3>{p.name}</h3>
          <p className={Classes.TEXT_MUTED}>{p.description}</p>
          <div className={Classes.TEXT_MUTED}>
            {t('account.info.lastChanged', { time: formatMediumDateTime(p.lastChangedAt, currentLocale()) })}
          </div>
          <div className="od-avatar-group">
            {p.contributors.map((c) => (
              <span key={c.email} title={`${c.name} <${c.email}>`}>
                <UserAvatar name={c.name} src={c.avatar} size={24} />
              </span>
            ))}
            <span className={Classes.TEXT_MUTED}>{t('account.info.people', { count: p.peopleNumber })}</span>
          </div>
        </Card>
      )}
    </LoadGrid>
  );
}
