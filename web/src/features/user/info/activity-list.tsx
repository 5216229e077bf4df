import { Classes } from '@blueprintjs/core';
import type { ActivityItem } from '@opsdeck/shared/schemas';
import { formatMediumDateTime } from '@opsdeck/shared/schemas';
import { useTranslation } from 'react-i18next';
import { auditActionLabelOf } from '../../../lib/audit-action-label.ts';
import { currentLocale } from '../../../lib/i18n.ts';

/** Audit-log entries: what was done (a sentence in the console's language), its target and when. */
export function ActivityList({ items }: { items: readonly ActivityItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return <p className={Classes.TEXT_MUTED}>{t('account.info.noActivity')}</p>;
  const locale = currentLocale();
  return (
    <ul className="od-activity-list">
      {items.map((a) => (
        <li key={a.id} data-action={a.action}>
          <span>
            <span title={a.action}>{auditActionLabelOf(a.action, locale)}</span>
            {a.targetId && <span className={Classes.TEXT_MUTED}> #{a.targetId}</span>}
          </span>
          <time className={Classes.TEXT_MUTED} dateTime={a.createdAt}>
            {formatMediumDateTime(a.createdAt, currentLocale())}
          </time>
        </li>
      ))}
    </ul>
  );
}
