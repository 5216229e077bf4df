import { Card, Classes, H3, Tab, Tabs, Tag } from '@blueprintjs/core';
import { getAccountProfile } from '@opsdeck/shared/api';
import type { AccountProfile } from '@opsdeck/shared/schemas';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { formatDateTime } from '../../../lib/i18n.ts';
import { userStore } from '../../../stores/user-store.ts';
import { useLoad } from '../lib/use-load.ts';
import { BasicTab } from './basic-tab.tsx';
import { CertificationTab } from './certification-tab.tsx';
import { SecurityTab } from './security-tab.tsx';
import '../user-centre.css';

/** The tabs of /user/setting, by their `?tab=` name. */
export const SETTING_TABS = ['basic', 'security', 'certification'] as const;
export type SettingTab = (typeof SETTING_TABS)[number];

/** Puts a saved profile into the navbar at once (avatar, name). */
function showInNavbar(saved: AccountProfile): void {
  const current = userStore.profile;
  if (!current) return;
  userStore.profile = { ...current, name: saved.name, avatar: saved.avatar, email: saved.email };
}

/**
 * /user/setting (any role): the operator panel and three tabs, basic information, security settings
 * and certification. `?tab=` picks the tab, `?password=1` opens the change-password dialog.
 */
export function UserSettingPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const profile = useLoad(getAccountProfile);
  const requested = params.get('tab') ?? '';
  const tab: SettingTab = (SETTING_TABS as readonly string[]).includes(requested)
    ? (requested as SettingTab)
    : 'basic';
  const passwordOpen = params.get('password') === '1';
  const update = (next: Record<string, string | null>) =>
    setParams(
      (p) => {
        const out = new URLSearchParams(p);
        for (const [k, v] of Object.entries(next)) v === null ? out.delete(k) : out.set(k, v);
        return out;
      },
      { replace: true },
    );
  const data = profile.data;
  if (!data) return <div className="od-page od-user-setting" aria-busy="true" />;

  return (
    <div className="od-page od-user-setting">
      <Card className="od-user-banner">
        <UserAvatar name={data.name} src={data.avatar} size={64} />
        <div className="od-user-banner-text">
          <H3 className="od-user-banner-name">{data.name}</H3>
          <dl className="od-fields od-fields-3">
            <div className="od-field">
              <dt className={Classes.TEXT_MUTED}>{t('profile.certification')}</dt>
              <dd>
                <Tag minimal intent={data.certification > 0 ? 'success' : 'none'}>
                  {t(data.certification > 0 ? 'account.setting.verified' : 'account.setting.unverified')}
                </Tag>
              </dd>
            </div>
            <div className="od-field">
              <dt className={Classes.TEXT_MUTED}>{t('profile.visibleId')}</dt>
              <dd>
                <code>{data.visibleId}</code>
              </dd>
            </div>
            <div className="od-field">
              <dt className={Classes.TEXT_MUTED}>{t('profile.phone')}</dt>
              <dd>{data.phone}</dd>
            </div>
            <div className="od-field">
              <dt className={Classes.TEXT_MUTED}>{t('profile.registrationDate')}</dt>
              <dd>{formatDateTime(data.registrationDate)}</dd>
            </div>
          </dl>
        </div>
      </Card>
      <Card className="od-user-tabs">
        <Tabs
          id="user-setting-tabs"
          selectedTabId={tab}
          onChange={(id) => update({ tab: String(id) })}
          size="large"
        >
          <Tab
            id="basic"
            title={t('account.tabs.basic')}
            panel={
              <BasicTab
                profile={data}
                onSaved={(saved) => {
                  profile.set(saved);
                  showInNavbar(saved);
                }}
              />
            }
          />
          <Tab
            id="security"
            title={t('account.tabs.security')}
            panel={
              <SecurityTab
                passwordOpen={passwordOpen}
                onPasswordOpen={(open) => update({ password: open ? '1' : null })}
              />
            }
          />
          <Tab id="certification" title={t('account.tabs.certification')} panel={<CertificationTab />} />
        </Tabs>
      </Card>
    </div>
  );
}
