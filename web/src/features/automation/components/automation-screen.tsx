import { Button, Card, H1, Intent, NonIdealState, Spinner, Tab } from '@blueprintjs/core';
import { getMoneyControls, listAutomation, setAutomation } from '@opsdeck/shared/api';
import {
  AUTOMATION_SWITCHES,
  type AutomationSwitch,
  formatMediumDateTime,
  isPolicyPending,
  type MoneyControls,
} from '@opsdeck/shared/schemas';
import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaticTag } from '../../../components/static-tag.tsx';
import { SubHeading } from '../../../components/sub-heading.tsx';
import { useApi } from '../../../lib/api-context.tsx';
import { currentLocale } from '../../../lib/i18n.ts';
import { toastSuccess, toastWarning } from '../../../lib/toaster.ts';
import { useIsAdmin } from '../hooks/use-is-admin.ts';
import { MoneyLimitsCard } from './money-limits-card.tsx';
import './automation.css';
import { Tabs } from '../../../components/tabs.tsx';

type TabId = 'all' | 'rules' | 'services';

/**
 * /list/card: the automation switches as cards (rule presets and services), each with its state and
 * last change. Admins turn one on or off with its button (Tab to it, Enter); the server consults the
 * switch and audits every change. Arrow keys move between the tabs. The money limits card and the
 * switches are drawn together, once both have answered: the card arriving later, above the switches,
 * pushed them down the screen (a layout shift of 0.65 in Lighthouse).
 */
export function AutomationScreen() {
  const { t } = useTranslation();
  const client = useApi();
  const isAdmin = useIsAdmin();
  const [tab, setTab] = useState<TabId>('all');
  const [list, setList] = useState<AutomationSwitch[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  // the money limits as the server holds them; 'none' when they could not be read (the card stays out)
  const [money, setMoney] = useState<MoneyControls | 'none' | null>(null);

  useEffect(() => {
    getMoneyControls(client).then(
      // a transition: React draws the six fields in slices, not in one task with the answer
      (c) => startTransition(() => setMoney(c)),
      () => setMoney('none'), // the client toasted why
    );
  }, [client]);

  useEffect(() => {
    // a transition: React draws the cards in slices, not in one task with the answer
    listAutomation(client).then(
      (l) => startTransition(() => setList(l)),
      (e: unknown) => setFailed(e instanceof Error ? e.message : String(e)),
    );
  }, [client]);

  async function toggle(s: AutomationSwitch) {
    setBusy(s.id);
    try {
      const next = await setAutomation(client, s.id, !s.enabled);
      // turning a money control off waits for another admin: the switch is unchanged meanwhile
      if (isPolicyPending(next)) {
        toastWarning(t('policy.card.pending', { id: next.approvalId }));
        return;
      }
      if (!('id' in next)) return;
      setList((l) => l?.map((x) => (x.id === next.id ? next : x)) ?? null);
      toastSuccess(
        t('automation.switched', {
          title: t(`automation.switches.${s.id}.title`),
          state: t(next.enabled ? 'automation.opened' : 'automation.closed'),
        }),
      );
    } catch {
      // the client toasted why
    } finally {
      setBusy(null);
    }
  }

  if (failed) return <NonIdealState icon="error" description={failed} />;
  if (!list || money === null) return <Spinner size={32} />;
  const shown = list.filter((s) => tab === 'all' || s.group === tab);
  return (
    <div className="od-page od-automation-page">
      <H1 className="od-list-title">{t('automation.title')}</H1>
      <Tabs id="automation-tabs" selectedTabId={tab} onChange={(id) => setTab(id as TabId)}>
        <Tab id="all" title={t('automation.tabs.all')} />
        <Tab id="rules" title={t('automation.tabs.rules')} />
        <Tab id="services" title={t('automation.tabs.services')} />
      </Tabs>
      <p className="od-automation-hint">{isAdmin ? t('automation.keys') : t('automation.adminOnly')}</p>
      {/* the selected tab's panel (Blueprint's tab names it in aria-controls): the filtered cards */}
      <div
        role="tabpanel"
        id={`bp6-tab-panel_automation-tabs_${tab}`}
        aria-labelledby={`bp6-tab-title_automation-tabs_${tab}`}
      >
        {tab !== 'services' && money !== 'none' && (
          <MoneyLimitsCard isAdmin={isAdmin} initial={money} onSaved={setMoney} />
        )}
        <div className="od-automation-grid">
          {shown.map((s) => (
            <Card key={s.id} className="od-automation-card" data-testid={`automation-${s.id}`}>
              <div className="od-automation-head">
                <SubHeading level={2}>{t(`automation.switches.${s.id}.title`)}</SubHeading>
                <StaticTag
                  minimal
                  intent={s.enabled ? Intent.SUCCESS : Intent.NONE}
                  data-testid={`automation-${s.id}-state`}
                >
                  {t(s.enabled ? 'automation.opened' : 'automation.closed')}
                </StaticTag>
              </div>
              <p>{t(`automation.switches.${s.id}.description`)}</p>
              <p className="od-automation-hint">
                {s.updatedAt
                  ? t('automation.lastChange', {
                      by: s.updatedBy ?? '',
                      at: formatMediumDateTime(s.updatedAt, currentLocale()),
                    })
                  : t(
                      AUTOMATION_SWITCHES.find((d) => d.id === s.id)?.byDefault === false
                        ? 'automation.neverOff'
                        : 'automation.never',
                    )}
              </p>
              {isAdmin && (
                <Button
                  intent={s.enabled ? Intent.NONE : Intent.PRIMARY}
                  outlined={!s.enabled}
                  text={t(s.enabled ? 'automation.cancel' : 'automation.open')}
                  loading={busy === s.id}
                  onClick={() => toggle(s)}
                  data-testid={`automation-${s.id}-toggle`}
                />
              )}
            </Card>
          ))}
        </div>
      </div>
    </div>
  );
}
