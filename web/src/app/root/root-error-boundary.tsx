import { Button, Intent, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** An unexpected failure while routing (a screen chunk that did not load, a bug): say so and offer a reload. */
export function RootErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  if (error) console.error(error);
  return (
    <div className="od-centered-page">
      <NonIdealState
        icon="error"
        title={t('exception.e500')}
        description={detail}
        action={
          <Button intent={Intent.PRIMARY} icon="refresh" onClick={() => window.location.reload()}>
            {t('exception.retry')}
          </Button>
        }
      />
    </div>
  );
}
