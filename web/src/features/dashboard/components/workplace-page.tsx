import { Card, Classes, H2, H5, Icon, type IconName, Tag } from '@blueprintjs/core';
import type { Profile } from '@opsdeck/shared/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { greetingKey } from '../lib/greeting.ts';

/** A screen the operator can open from the workplace. */
export interface Shortcut {
  name: string;
  title: string;
  icon?: string;
  path: string;
}

/**
 * /dashboard/workplace, first version: a greeting by time of day with the operator's name, today's
 * date, the profile summary, and shortcuts to the screens the role may open.
 */
export function WorkplacePage({ profile, role, shortcuts, now = new Date() }: WorkplacePageProps) {
  const { t, i18n } = useTranslation();
  const today = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full' }).format(now);
  const facts: { icon: IconName; text: string }[] = [
    { icon: 'briefcase', text: profile.jobName },
    { icon: 'office', text: profile.organizationName },
    { icon: 'map-marker', text: profile.locationName },
    { icon: 'envelope', text: profile.email },
    { icon: 'mobile-phone', text: profile.phone },
  ].filter((f): f is { icon: IconName; text: string } => !!f.text);

  return (
    <div className="od-page od-workplace">
      <Card className="od-greeting">
        <H2 className="od-greeting-title">{t(greetingKey(now), { name: profile.name })}</H2>
        <p className={Classes.TEXT_MUTED}>{t('workplace.today', { date: today })}</p>
        {role && (
          <Tag minimal intent="primary" icon={role === 'admin' ? 'crown' : 'person'}>
            {t('web.workplace.role', { role: t(`common.roles.${role}`) })}
          </Tag>
        )}
      </Card>
      <div className="od-workplace-grid">
        <Card className="od-profile-summary">
          <H5>{t('workplace.summary')}</H5>
          <div className="od-profile-summary-head">
            <UserAvatar name={profile.name} src={profile.avatar} size={56} />
            <div>
              <div className="od-profile-name">{profile.name}</div>
              <div className={Classes.TEXT_MUTED}>{profile.introduction}</div>
            </div>
          </div>
          <ul className="od-facts">
            {facts.map((f) => (
              <li key={f.icon}>
                <Icon icon={f.icon} className={Classes.TEXT_MUTED} />
                <span>{f.text}</span>
              </li>
            ))}
          </ul>
        </Card>
        <Card className="od-shortcuts">
          <H5>{t('web.workplace.quickLinks')}</H5>
          <ul className="od-shortcut-list">
            {shortcuts.map((s) => (
              <li key={s.name}>
                <Link to={s.path} className="od-shortcut">
                  <Icon icon={(s.icon as IconName | undefined) ?? 'document'} />
                  <span>{s.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </div>
  );
}

export interface WorkplacePageProps {
  profile: Profile;
  role: string;
  shortcuts: Shortcut[];
  now?: Date;
}
