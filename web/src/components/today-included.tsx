import { Classes } from '@blueprintjs/core';
import { endsOnPartialDay } from '@opsdeck/shared/schemas';
import { useTranslation } from 'react-i18next';

/**
 * Said beside a range of days when it takes in today (asked for: a default range ends on the last
 * full day, shared full-days.ts): its figures count today so far, which its daily charts leave out.
 * The analysis screens and the points overview.
 */
export function TodayIncluded({ to }: { to: string | undefined }) {
  const { t } = useTranslation();
  if (!to || !endsOnPartialDay(to)) return null;
  return (
    <span className={Classes.TEXT_MUTED} data-today-included>
      {t('analysis.todayIncluded')}
    </span>
  );
}
