import { Callout, Classes, HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

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
        <tbody>
          {lines.map((l) => (
            <tr key={l.label}>
              <th scope="row" className={Classes.TEXT_MUTED}>
                {l.label}
              </th>
              <td>{l.value}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </>
  );
}
