import { Classes } from '@blueprintjs/core';
import { formatMediumDateTime } from '@opsdeck/shared/schemas';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { StaticTag } from '../../../components/static-tag.tsx';
import { useApi } from '../../../lib/api-context.tsx';
import { currentLocale } from '../../../lib/i18n.ts';
import { loadMessages, messagesStore } from '../../../stores/messages-store.ts';
import { PanelFrame } from './panel-frame.tsx';

/** How many announcements the panel lists (newest first). */
const SHOWN = 5;

/**
 * Announcements: the operator's notice messages, newest first, from the message box's store (one
 * request shared with the bell, and read marks show in both).
 */
export function AnnouncementsPanel() {
  const { t } = useTranslation();
  const client = useApi();
  const { list, status, error } = useSnapshot(messagesStore);
  useEffect(() => {
    if (messagesStore.status === 'idle') void loadMessages(client);
  }, [client]);
  const notices = list.filter((m) => m.type === 'notice').slice(0, SHOWN);
  const ready = status === 'ready';
  return (
    <PanelFrame
      id="announcements"
      title={t('dashboard.announcements.title')}
      state={{
        loading: !ready && status !== 'error',
        error: status === 'error' ? (error ?? t('dashboard.loadError')) : null,
        retry: () => void loadMessages(client),
        empty: ready && notices.length === 0,
        emptyText: t('dashboard.announcements.empty'),
        emptyIcon: 'inbox',
      }}
    >
      <ul className="od-notice-list">
        {notices.map((n) => (
          <li key={n.id} className="od-notice">
            <div className="od-notice-head">
              <span className="od-notice-title">{n.title}</span>
              {n.status === 0 && (
                <StaticTag minimal intent="primary">
                  {t('dashboard.announcements.unread')}
                </StaticTag>
              )}
            </div>
            {(n.subTitle || n.content) && (
              <div className={`${Classes.TEXT_MUTED} od-notice-body`}>{n.content || n.subTitle}</div>
            )}
            <time className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`} dateTime={n.time}>
              {formatMediumDateTime(n.time, currentLocale())}
            </time>
          </li>
        ))}
      </ul>
    </PanelFrame>
  );
}
