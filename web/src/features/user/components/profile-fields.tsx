import type { Profile } from '@opsdeck/shared/schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StaticTag } from '../../../components/static-tag.tsx';
import { SubHeading } from '../../../components/sub-heading.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { formatDate, safeHref } from '../lib/format.ts';
import { Fields } from './field-list.tsx';

type Field = { key: keyof Profile; value: ReactNode };

function FieldList({ title, fields }: { title: string; fields: Field[] }) {
  const { t } = useTranslation();
  return (
    <section className="od-field-section">
      <SubHeading level={3}>{title}</SubHeading>
      <Fields
        items={fields.map((f) => ({
          key: f.key,
          label: t(`profile.${f.key}`),
          value: f.value === '' || f.value === undefined ? t('common.none') : f.value,
        }))}
      />
    </section>
  );
}

/** Every profile field of spec §3, grouped: account, work (by name), contact. */
export function ProfileFields({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation();
  const website = safeHref(profile.personalWebsite);
  return (
    <div className="od-profile-fields">
      <FieldList
        title={t('web.userInfo.account')}
        fields={[
          { key: 'name', value: profile.name },
          { key: 'visibleId', value: <code>{profile.visibleId}</code> },
          {
            key: 'role',
            value: profile.role ? <StaticTag minimal>{t(`common.roles.${profile.role}`)}</StaticTag> : '',
          },
          { key: 'registrationDate', value: formatDate(profile.registrationDate, i18n.language, true) },
          {
            key: 'certification',
            value: (
              <StaticTag minimal intent={profile.certification > 0 ? 'success' : 'none'}>
                {t(profile.certification > 0 ? 'profile.certified' : 'profile.uncertified')}
              </StaticTag>
            ),
          },
        ]}
      />
      <FieldList
        title={t('web.userInfo.work')}
        fields={[
          // the names, never the codes behind them (job, organization and location are keys)
          { key: 'job', value: profile.jobName },
          { key: 'organization', value: profile.organizationName },
          { key: 'location', value: profile.locationName },
        ]}
      />
      <FieldList
        title={t('web.userInfo.contact')}
        fields={[
          { key: 'phone', value: profile.phone },
          {
            key: 'email',
            value: profile.email ? <a href={`mailto:${profile.email}`}>{profile.email}</a> : '',
          },
          {
            key: 'personalWebsite',
            value: website ? (
              <a href={website} target="_blank" rel="noopener noreferrer">
                {profile.personalWebsite}
              </a>
            ) : (
              profile.personalWebsite
            ),
          },
          {
            key: 'avatar',
            value: profile.avatar ? <UserAvatar name={profile.name} src={profile.avatar} size={40} /> : '',
          },
          { key: 'introduction', value: profile.introduction },
        ]}
      />
    </div>
  );
}
