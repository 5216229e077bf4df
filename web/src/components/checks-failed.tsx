import { Button, Callout, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/**
 * Said where a form's save or submit was asked for when the form's checks (a deferred module,
 * lib/deferred-module.ts) could not be loaded: nothing was sent, and Retry loads them again and asks
 * for the save again (as Enter in the form does). Without it the save waited for good, silently.
 */
export function ChecksFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Callout
      intent={Intent.DANGER}
      icon="error"
      className="od-checks-failed"
      role="alert"
      data-testid="checks-failed"
    >
      <span>{t('web.formChecks.failed')}</span>{' '}
      <Button
        size="small"
        icon="refresh"
        intent={Intent.DANGER}
        text={t('common.retry')}
        onClick={onRetry}
        data-testid="checks-failed-retry"
      />
    </Callout>
  );
}
