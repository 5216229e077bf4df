import { Classes, Icon, type IconName } from '@blueprintjs/core';
import { routeByName } from '@opsdeck/shared/catalogue';
import { canAccessRoute } from '@opsdeck/shared/permissions';
import type { Role } from '@opsdeck/shared/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { formatRelativeTime, titleOf } from '../../../lib/i18n.ts';
import { recentStore } from '../../../stores/recent-store.ts';
import { PanelFrame, readyState } from './panel-frame.tsx';

/** Recently visited screens (this browser tab), newest first, that the role may still open. */
export function RecentPanel({ role, now = Date.now() }: { role: Role | ''; now?: number }) {
  const { t } = useTranslation();
  const { visits } = useSnapshot(recentStore);
  const shown = visits.flatMap((v) => {
    const route = routeByName(v.name);
    return route && canAccessRoute(route, role) ? [{ ...v, icon: route.icon }] : [];
  });
  return (
    <PanelFrame
      id="recent"
      title={t('dashboard.recent.title')}
      state={readyState(shown.length === 0, t('dashboard.recent.empty'), 'search')}
    >
      <ul className="od-recent-list">
        {shown.map((v) => (
          <li key={v.name}>
            <Link to={v.fullPath} className="od-recent-link">
              <Icon icon={(v.icon as IconName | undefined) ?? 'document'} />
              <span className="od-recent-title">{titleOf(t, v.title)}</span>
              <span className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
                {formatRelativeTime(v.at, now)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </PanelFrame>
  );
}
