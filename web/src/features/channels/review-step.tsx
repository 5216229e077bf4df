import { Callout, HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { LabelledRows } from '../../components/labelled-rows.tsx';

/** Step 3: the channel as it will be submitted. */
export function ReviewStep({ lines }: { lines: readonly { label: string; value: string }[] }) {
  const { t } = useTranslation();
  return (
    <>
      <Callout icon="info-sign">{t('channels.review')}</Callout>
      <HTMLTable
        compact
        id="channel-review"
        tabIndex={-1}
        className="od-channel-review"
        data-testid="channel-review"
        aria-label={t('channels.review')}
      >
        <LabelledRows lines={lines} />
      </HTMLTable>
    </>
  );
}
