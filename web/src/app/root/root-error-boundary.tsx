import { Button, Intent, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { isStaleChunkError } from '../../lib/stale-chunk.ts';

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
  // a screen's chunk gone since the page opened (a deploy): the console was updated, reload it
  const stale = isStaleChunkError(error);
  return (
    <div className="od-centered-page">
      <NonIdealState
        icon={stale ? 'refresh' : 'error'}
        title={stale ? t('exception.updated') : t('exception.e500')}
        description={stale ? undefined : detail}
        action={
          <Button intent={Intent.PRIMARY} icon="refresh" onClick={() => window.location.reload()}>
            {stale ? t('exception.reload') : t('exception.retry')}
          </Button>
        }
      />
    </div>
  );
}
