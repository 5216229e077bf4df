import { Button, Callout, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/**
 * Shown instead of silently overwriting when the server refused an edit as stale (409): someone
 * else changed the row after it was read. Reload fetches their version; the edits here are not sent.
 */
export function StaleNotice({ onReload, message }: { onReload: () => void; message?: string }) {
  const { t } = useTranslation();
  return (
    <Callout
      intent={Intent.WARNING}
      icon="warning-sign"
      title={t('contentWeb.stale.title')}
      className="od-content-stale"
      data-testid="stale-notice"
      role="alert"
    >
      <p>{message ?? t('contentWeb.stale.body')}</p>
      <Button intent={Intent.WARNING} icon="refresh" text={t('contentWeb.stale.reload')} onClick={onReload} />
    </Callout>
  );
}
