import { Card, Classes, Icon, type IconName } from '@blueprintjs/core';
import type { Profile, Role } from '@opsdeck/shared/schemas';
import { BUSINESS_TIME_ZONE } from '@opsdeck/shared/schemas';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title.tsx';
import { StaticTag } from '../../../components/static-tag.tsx';
import { H5_LOOK } from '../../../components/sub-heading.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { dateTimeFormat } from '../../../lib/intl-formats.ts';
import { greetingKey } from '../lib/greeting.ts';
import { AnnouncementsPanel } from '../panels/announcements-panel.tsx';
import { CategoryPanel } from '../panels/category-panel.tsx';
import { ContentDataPanel } from '../panels/content-data-panel.tsx';
import { PopularPanel } from '../panels/popular-panel.tsx';
import { QuickOpsPanel } from '../panels/quick-ops-panel.tsx';
import { RecentPanel } from '../panels/recent-panel.tsx';
import '../dashboard.css';

/** The greeting by time of day with the operator's name, today's date, the role and the profile summary. */
function Greeting({ profile, role, now }: { profile: Profile; role: Role | ''; now: Date }) {
  const { t, i18n } = useTranslation();
  // today in the business time zone, as every business time (the 29th in UTC+8 is the 29th here too)
  const today = dateTimeFormat(i18n.language, { dateStyle: 'full', timeZone: BUSINESS_TIME_ZONE }).format(
    now,
  );
  const facts: { icon: IconName; text: string }[] = [
    { icon: 'briefcase', text: profile.jobName },
    { icon: 'office', text: profile.organizationName },
    { icon: 'map-marker', text: profile.locationName },
  ].filter((f): f is { icon: IconName; text: string } => !!f.text);
  return (
    <Card className="od-greeting">
      <UserAvatar name={profile.name} src={profile.avatar} size={56} />
      <div className="od-greeting-text">
        <PageTitle look="h2" className="od-greeting-title">
          {t(greetingKey(now), { name: profile.name })}
        </PageTitle>
        <p className={Classes.TEXT_MUTED}>{t('workplace.today', { date: today })}</p>
        <div className="od-greeting-facts">
          {role && (
            <StaticTag minimal intent="primary" icon={role === 'admin' ? 'crown' : 'person'}>
              {t('web.workplace.role', { role: t(`common.roles.${role}`) })}
            </StaticTag>
          )}
          {facts.map((f) => (
            <span key={f.icon} className={Classes.TEXT_MUTED}>
              <Icon icon={f.icon} size={12} /> {f.text}
            </span>
          ))}
        </div>
      </div>
      <p className={`${Classes.HEADING} ${Classes.TEXT_MUTED} od-greeting-intro`} style={H5_LOOK}>
        {profile.introduction}
      </p>
    </Card>
  );
}

/**
 * /dashboard/workplace for every role: the greeting, then the panels, each loading its own data
 * from the server (content data, popular content, announcements, quick operations, content by
 * category, recently visited screens). Charts load ECharts on their own, after the page.
 */
export function WorkplacePage({ profile, role, now = new Date() }: WorkplacePageProps) {
  return (
    <div className="od-page od-workplace">
      <div className="od-workplace-main">
        <Greeting profile={profile} role={role} now={now} />
        <ContentDataPanel />
        <PopularPanel />
      </div>
      <div className="od-workplace-side">
        <QuickOpsPanel role={role} />
        <AnnouncementsPanel />
        <CategoryPanel />
        <RecentPanel role={role} now={now.getTime()} />
      </div>
    </div>
  );
}

export interface WorkplacePageProps {
  profile: Profile;
  role: Role | '';
  now?: Date;
}
