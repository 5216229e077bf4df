import { Classes, Tag } from '@blueprintjs/core';
import { listMessages } from '@opsdeck/shared/api';
import { useTranslation } from 'react-i18next';
import { useFetch } from '../../../lib/use-fetch.ts';
import { PanelFrame } from './panel-frame.tsx';

/** How many announcements the panel lists (newest first). */
const SHOWN = 5;

/** Announcements: the operator's notice messages, newest first. */
export function AnnouncementsPanel() {
  const { t } = useTranslation();
  const { data, loading, error, reload } = useFetch('notices', (client) =>
    listMessages(client, { type: 'notice' }),
  );
  const notices = (data ?? []).slice(0, SHOWN);
  return (
    <PanelFrame
      id="announcements"
      title={t('dashboard.announcements.title')}
      state={{
        loading: loading && !data,
        error,
        retry: reload,
        empty: notices.length === 0,
        emptyText: t('dashboard.announcements.empty'),
        emptyIcon: 'notifications',
      }}
    >
      <ul className="od-notice-list">
        {notices.map((n) => (
          <li key={n.id} className="od-notice">
            <div className="od-notice-head">
              <span className="od-notice-title">{n.title}</span>
              {n.status === 0 && (
                <Tag minimal intent="primary">
                  {t('dashboard.announcements.unread')}
                </Tag>
              )}
            </div>
            {(n.subTitle || n.content) && (
              <div className={`${Classes.TEXT_MUTED} od-notice-body`}>{n.content || n.subTitle}</div>
            )}
            <div className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>{n.time}</div>
          </li>
        ))}
      </ul>
    </PanelFrame>
  );
}
