import { Card, Classes, HTMLTable } from '@blueprintjs/core';
import { getAccountOverview } from '@opsdeck/shared/api';
import { auditAreaKeys } from '@opsdeck/shared/i18n';
import type { Profile } from '@opsdeck/shared/schemas';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/i18n.ts';
import { formatPercent } from '../../../lib/intl-formats.ts';
import { ProfileFields } from '../components/profile-fields.tsx';
import { useLoad } from '../lib/use-load.ts';
import { ActivityList } from './activity-list.tsx';
import { LoadState } from './load-state.tsx';

/** Overview: the profile, today's count, the latest activity and the visits per area (audit log). */
export function OverviewTab({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const overview = useLoad(getAccountOverview);
  return (
    <div className="od-overview-tab">
      <ProfileFields profile={profile} />
      <LoadState state={overview}>
        {(data) => (
          <div className="od-info-grid od-info-grid-overview">
            <Card className="od-info-card">
              <h3>{t('account.info.today')}</h3>
              <div className="od-info-stat" data-testid="today-count">
                {formatCount(data.today)}
              </div>
            </Card>
            <Card className="od-info-card">
              <h3>{t('account.info.latest')}</h3>
              <ActivityList items={data.latestActivity} />
            </Card>
            <Card className="od-info-card">
              <h3>{t('account.info.visits')}</h3>
              {data.visits.length === 0 ? (
                <p className={Classes.TEXT_MUTED}>{t('account.info.noActivity')}</p>
              ) : (
                <HTMLTable compact className="od-account-table">
                  <tbody>
                    {data.visits.map((v) => (
                      <tr key={v.name}>
                        <td>{t(auditAreaKeys(v.name), { defaultValue: v.name })}</td>
                        <td>{formatCount(v.visits)}</td>
                        <td className={Classes.TEXT_MUTED}>
                          {v.growth === null
                            ? t('account.info.growthNone')
                            : formatPercent(v.growth, { plus: true })}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </HTMLTable>
              )}
            </Card>
          </div>
        )}
      </LoadState>
    </div>
  );
}
