import { ProgressBar } from '@blueprintjs/core';
import { jobFinished, type ReissueJob } from '@opsdeck/shared/schemas';
import { useTranslation } from 'react-i18next';
import { progressValue, statusIntent } from './job-text.ts';

/** A job's progress bar (the list's and the detail's): moving while the job is open, in its status's colour. */
export function JobProgressBar({ job }: { job: ReissueJob }) {
  const { t } = useTranslation();
  const open = !jobFinished(job.status);
  return (
    <ProgressBar
      value={progressValue(job)}
      animate={open}
      stripes={open}
      intent={statusIntent(job.status)}
      aria-label={t('reissueJobs.web.progressLabel', { id: job.id })}
    />
  );
}
