import { H5, HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { LabelledRows } from '../../components/labelled-rows.tsx';
import type { ResultLine } from './result-state.ts';

/** The submitted values as a two-column table. */
export function SubmittedLines({ lines }: { lines: readonly ResultLine[] }) {
  const { t } = useTranslation();
  if (lines.length === 0) return null;
  return (
    <section className="od-result-block" aria-labelledby="od-result-submitted">
      <H5 id="od-result-submitted">{t('result.submitted')}</H5>
      <HTMLTable compact className="od-result-lines" data-testid="result-lines">
        <LabelledRows lines={lines} />
      </HTMLTable>
    </section>
  );
}
