import { Card, H1, Spinner, Tab } from '@blueprintjs/core';
import { getAccountProfile } from '@opsdeck/shared/api';
import type { AccountProfile } from '@opsdeck/shared/schemas';
import { formatMediumDateTime } from '@opsdeck/shared/schemas';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { useWebApi } from '../../../lib/api-context.tsx';
import { afterFirstScreen } from '../../../lib/first-screen.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { userStore } from '../../../stores/user-store.ts';
import { Fields, UserBanner } from '../components/field-list.tsx';
import { useLoad } from '../lib/use-load.ts';
import { BasicTab } from './basic-tab.tsx';
import '../user-centre.css';
import { StaticTag } from '../../../components/static-tag.tsx';
import { Tabs } from '../../../components/tabs.tsx';
import { lazyChunk } from '../../../lib/lazy-chunk.ts';
import { type ParamsPatch, patchParams } from '../../../lib/url-params.ts';

/** The tabs of /user/setting, by their `?tab=` name. */
export const SETTING_TABS = ['basic', 'security', 'tokens', 'certification'] as const;
export type SettingTab = (typeof SETTING_TABS)[number];

/** Puts a saved profile into the navbar at once (avatar, name). */
function showInNavbar(saved: AccountProfile): void {
  const current = userStore.profile;
  if (!current) return;
  userStore.profile = { ...current, name: saved.name, avatar: saved.avatar, email: saved.email };
}

/*
 * The tabs behind the first one load after the first paint: their dialogs and forms bring zod and
 * the account, token, two-factor and upload schemas (the page asked for 29 files before its first
 * paint with them, 20 without).
 */
const SecurityTab = lazyChunk(() => import('./security-tab.tsx').then((m) => ({ default: m.SecurityTab })));
const TokensTab = lazyChunk(() => import('./tokens-tab.tsx').then((m) => ({ default: m.TokensTab })));
const CertificationTab = lazyChunk(() =>
  import('./certification-tab.tsx').then((m) => ({ default: m.CertificationTab })),
);

/** True once the first screen has drawn with its first answers (at once on a later navigation). */
function useAfterFirstScreen(): boolean {
  const { whenQuiet } = useWebApi();
  const [after, setAfter] = useState(false);
  useEffect(() => {
    let mounted = true;
    void afterFirstScreen(whenQuiet).then(() => mounted && setAfter(true));
    return () => {
      mounted = false;
    };
  }, [whenQuiet]);
  return after;
}

/**
 * A tab's panel whose code loads on its own: drawn when its tab is the open one, or once the first
 * screen has drawn (so that switching to it is instant); a spinner while its code arrives.
 */
function LaterPanel({ draw, children }: { draw: boolean; children: ReactNode }) {
  if (!draw) return null;
  return <Suspense fallback={<Spinner size={20} className="od-tab-loading" />}>{children}</Suspense>;
}

/** The page's heading, drawn before its data: navigation and the focus rescue send the focus to it. */
function SettingHeading() {
  const { t } = useTranslation();
  return <H1 className="od-list-title">{t('menu.user.setting')}</H1>;
}

/**
 * /user/setting (any role): its heading, the operator panel and four tabs, basic information, security settings
 * (with two-factor sign-in), API tokens and certification. `?tab=` picks the tab, `?password=1`
 * opens the change-password dialog, `?create=1` the new-token dialog.
 */
export function UserSettingPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  // the job, organization and office location come named in the console's language
  const profile = useLoad(getAccountProfile, i18n.language);
  const requested = params.get('tab') ?? '';
  const tab: SettingTab = (SETTING_TABS as readonly string[]).includes(requested)
    ? (requested as SettingTab)
    : 'basic';
  const passwordOpen = params.get('password') === '1';
  const createTokenOpen = params.get('create') === '1';
  const update = (next: ParamsPatch) => setParams((p) => patchParams(p, next), { replace: true });
  const later = useAfterFirstScreen();
  const data = profile.data;
  if (!data && profile.error) {
    return (
      <div className="od-page od-user-setting">
        <SettingHeading />
        <Card>
          <LoadFailed
            title={t('account.setting.loadFailed')}
            message={profile.error}
            onRetry={profile.reload}
          />
        </Card>
      </div>
    );
  }
  if (!data)
    return (
      <div className="od-page od-user-setting" aria-busy="true">
        <SettingHeading />
      </div>
    );

  return (
    <div className="od-page od-user-setting">
      <SettingHeading />
      <UserBanner name={data.name} avatar={data.avatar}>
        <Fields
          threeColumns
          items={[
            {
              key: 'certification',
              label: t('profile.certification'),
              value: (
                <StaticTag minimal intent={data.certification > 0 ? 'success' : 'none'}>
                  {t(data.certification > 0 ? 'account.setting.verified' : 'account.setting.unverified')}
                </StaticTag>
              ),
            },
            { key: 'visibleId', label: t('profile.visibleId'), value: <code>{data.visibleId}</code> },
            { key: 'phone', label: t('profile.phone'), value: data.phone },
            {
              key: 'registrationDate',
              label: t('profile.registrationDate'),
              value: formatMediumDateTime(data.registrationDate, currentLocale()),
            },
          ]}
        />
      </UserBanner>
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
              <LaterPanel draw={later || tab === 'security'}>
                <SecurityTab
                  passwordOpen={passwordOpen}
                  onPasswordOpen={(open) => update({ password: open ? '1' : null })}
                />
              </LaterPanel>
            }
          />
          <Tab
            id="tokens"
            title={t('account.tabs.tokens')}
            panel={
              <LaterPanel draw={later || tab === 'tokens'}>
                <TokensTab
                  createOpen={createTokenOpen}
                  onCreateOpen={(open) => update({ create: open ? '1' : null })}
                />
              </LaterPanel>
            }
          />
          <Tab
            id="certification"
            title={t('account.tabs.certification')}
            panel={
              <LaterPanel draw={later || tab === 'certification'}>
                <CertificationTab />
              </LaterPanel>
            }
          />
        </Tabs>
      </Card>
    </div>
  );
}
