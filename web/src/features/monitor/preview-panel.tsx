import { Card, H2, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { getMonitorPreview } from '@opsdeck/shared/api';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../components/data-list/format.ts';
import { usePolled } from './use-polled.ts';

/**
 * The newest published wallpaper or template: the wallpaper's image, or the template's cover as the
 * server draws it from its layout. Reloads when a content event arrives (`contentKey`).
 */
export function PreviewPanel({ contentKey }: { contentKey: number }) {
  const { t, i18n } = useTranslation();
  const { data, error, loading } = usePolled(getMonitorPreview, 0, contentKey);
  return (
    <Card className="od-monitor-panel od-monitor-preview">
      <H2>{t('monitor.preview.title')}</H2>
      {loading ? (
        <Spinner size={24} />
      ) : error ? (
        <NonIdealState icon="error" description={error} />
      ) : !data ? (
        <NonIdealState icon="media" title={t('monitor.preview.empty')} />
      ) : (
        <figure>
          <img src={data.cover} alt={data.name} loading="lazy" />
          <figcaption>
            <Tag minimal>{t(`monitor.preview.${data.kind}`)}</Tag> <strong>{data.name}</strong> · #{data.id}
            <div>
              {t('monitor.preview.published', { time: formatDateTime(data.publishedAt, i18n.language) })}
            </div>
          </figcaption>
        </figure>
      )}
    </Card>
  );
}
