import { Card, Classes, H3, Icon, type IconName, Tab, Tabs } from '@blueprintjs/core';
import type { Profile } from '@opsdeck/shared/schemas';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { ProfileFields } from './profile-fields.tsx';

/** The tabs of /user/info that show real data (the template's project and team tabs have none here). */
export const USER_INFO_TABS = ['overview'] as const;
export type UserInfoTab = (typeof USER_INFO_TABS)[number];

/** /user/info (reference-arco §5.10): a banner with avatar, name, job, organization, location; the profile. */
export function UserInfoPage({ profile, tab, onTabChange }: UserInfoPageProps) {
  const { t } = useTranslation();
  const facts: { icon: IconName; text: string }[] = [
    { icon: 'briefcase', text: profile.jobName },
    { icon: 'office', text: profile.organizationName },
    { icon: 'map-marker', text: profile.locationName },
  ];
  return (
    <div className="od-page od-user-info">
      <Card className="od-user-banner">
        <UserAvatar name={profile.name} src={profile.avatar} size={64} />
        <div className="od-user-banner-text">
          <H3 className="od-user-banner-name">{profile.name}</H3>
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
        </div>
      </Card>
      <Card className="od-user-tabs">
        <Tabs
          id="user-info-tabs"
          selectedTabId={tab}
          onChange={(id) => onTabChange(id as UserInfoTab)}
          size="large"
        >
          <Tab id="overview" title={t('userInfo.overview')} panel={<ProfileFields profile={profile} />} />
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
