import { Classes } from '@blueprintjs/core';
import type { ActivityItem } from '@opsdeck/shared/schemas';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/i18n.ts';

/** Audit-log entries: the action, its target and when. */
export function ActivityList({ items }: { items: readonly ActivityItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return <p className={Classes.TEXT_MUTED}>{t('account.info.noActivity')}</p>;
  return (
    <ul className="od-activity-list">
      {items.map((a) => (
        <li key={a.id}>
          <span>
            <code>{a.action}</code>
            {a.targetId && <span className={Classes.TEXT_MUTED}> #{a.targetId}</span>}
          </span>
          <time className={Classes.TEXT_MUTED} dateTime={a.createdAt}>
            {formatDateTime(a.createdAt)}
          </time>
        </li>
      ))}
    </ul>
  );
}
