import { Card, Classes, H1, Icon, type IconName, Tab } from '@blueprintjs/core';
import type { Profile } from '@opsdeck/shared/schemas';
import { useTranslation } from 'react-i18next';
import { UserBanner } from '../components/field-list.tsx';
import { OverviewTab } from './overview-tab.tsx';
import { ProjectsTab } from './projects-tab.tsx';
import { TeamTab } from './team-tab.tsx';
import '../user-centre.css';
import { Tabs } from '../../../components/tabs.tsx';

/** The tabs of /user/info: overview, projects (collections and topics curated) and my team. */
export const USER_INFO_TABS = ['overview', 'projects', 'team'] as const;
export type UserInfoTab = (typeof USER_INFO_TABS)[number];

/**
 * /user/info (screens.md §4.10): its heading (where arrival puts the focus), a banner with avatar,
 * name, job, organization, location; the profile.
 */
export function UserInfoPage({ profile, tab, onTabChange }: UserInfoPageProps) {
  const { t } = useTranslation();
  const facts: { icon: IconName; text: string }[] = [
    { icon: 'briefcase', text: profile.jobName },
    { icon: 'office', text: profile.organizationName },
    { icon: 'map-marker', text: profile.locationName },
  ];
  return (
    <div className="od-page od-user-info">
      <H1 className="od-list-title">{t('menu.user.info')}</H1>
      <UserBanner name={profile.name} avatar={profile.avatar}>
        <ul className="od-inline-facts">
          {facts
            .filter((f) => f.text)
            .map((f) => (
              <li key={f.icon}>
                <Icon icon={f.icon} size={14} className={Classes.TEXT_MUTED} />
                <span>{f.text}</span>
              </li>
            ))}
        </ul>
      </UserBanner>
      <Card className="od-user-tabs">
        <Tabs
          id="user-info-tabs"
          selectedTabId={tab}
          onChange={(id) => onTabChange(id as UserInfoTab)}
          size="large"
        >
          <Tab id="overview" title={t('account.tabs.overview')} panel={<OverviewTab profile={profile} />} />
          <Tab id="projects" title={t('account.tabs.projects')} panel={<ProjectsTab />} />
          <Tab id="team" title={t('account.tabs.team')} panel={<TeamTab />} />
        </Tabs>
      </Card>
    </div>
  );
}

export interface UserInfoPageProps {
  profile: Profile;
  tab: UserInfoTab;
  onTabChange: (tab: UserInfoTab) => void;
}
