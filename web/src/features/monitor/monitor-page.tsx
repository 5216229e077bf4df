import './monitor.css';
import { H1 } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ActivityPanel } from './activity-panel.tsx';
import { JobsPanel } from './jobs-panel.tsx';
import { PreviewPanel } from './preview-panel.tsx';
import { QuickOpsPanel } from './quick-ops-panel.tsx';
import { RotationPanel } from './rotation-panel.tsx';
import { StatusPanel } from './status-panel.tsx';
import { useLiveActivity } from './use-live-activity.ts';

/**
 * /dashboard/monitor (admin): the open re-issue jobs (when any), the live activity stream with
 * notes, quick operations, this server's status figures, the newest published content and the content in rotation.
 */
export function MonitorPage() {
  const { t } = useTranslation();
  const live = useLiveActivity();
  // the preview and the rotation list reload when a content event arrives
  const contentKey = useMemo(() => live.events.find((e) => e.kind === 'content')?.id ?? 0, [live.events]);
  return (
    <div className="od-list-page od-monitor">
      <div className="od-list-head">
        <H1 className="od-list-title">{t('monitor.title')}</H1>
      </div>
      <JobsPanel streamed={live.job} />
      <div className="od-monitor-grid">
        <ActivityPanel events={live.events} state={live.state} loading={live.loading} error={live.error} />
        <div className="od-monitor-side">
          <QuickOpsPanel />
          <StatusPanel live={live.state === 'live'} />
          <PreviewPanel contentKey={contentKey} />
        </div>
      </div>
      <RotationPanel contentKey={contentKey} />
    </div>
  );
}
