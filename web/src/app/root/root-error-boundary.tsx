import { Button, Intent, NonIdealState } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import type { ChunkFailure } from '../../lib/chunk-import.ts';
import { CHUNK_FAILURE_TEXT, chunkFailureOf, isStaleChunkError } from '../../lib/stale-chunk.ts';

/** Why a chunk error happened, once the server answered ('updated' until then, as before). */
function useChunkFailure(error: unknown): ChunkFailure {
  const [kind, setKind] = useState<ChunkFailure>('updated');
  useEffect(() => {
    let live = true;
    void chunkFailureOf(error)?.then((k) => {
      if (live) setKind(k);
    });
    return () => {
      live = false;
    };
  }, [error]);
  return kind;
}

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
  // a screen's chunk that did not load: a deploy replaced it, or the connection failed (the router
  // keeps a route's failed load: a reload, whatever the cause)
  const stale = isStaleChunkError(error);
  const kind = useChunkFailure(error);
  return (
    <div className="od-centered-page">
      <NonIdealState
        icon={stale ? 'refresh' : 'error'}
        title={stale ? t(CHUNK_FAILURE_TEXT[kind].message) : t('exception.e500')}
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
