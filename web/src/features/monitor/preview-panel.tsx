import { getMonitorPreview } from '@opsdeck/shared/api';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../components/data-list/format.ts';
import { StaticTag } from '../../components/static-tag.tsx';
import { ContentPanel } from './content-panel.tsx';

/**
 * The newest published wallpaper or template: the wallpaper's image, or the template's cover as the
 * server draws it from its layout. Reloads when a content event arrives (`contentKey`).
 */
export function PreviewPanel({ contentKey }: { contentKey: number }) {
  const { t, i18n } = useTranslation();
  return (
    <ContentPanel
      className="od-monitor-preview"
      title={t('monitor.preview.title')}
      load={getMonitorPreview}
      contentKey={contentKey}
      emptyIcon="media"
      emptyTitle={t('monitor.preview.empty')}
    >
      {(data) => (
        <figure>
          <img src={data.cover} alt={data.name} loading="lazy" />
          <figcaption>
            <StaticTag minimal>{t(`monitor.preview.${data.kind}`)}</StaticTag> <strong>{data.name}</strong> ·
            #{data.id}
            <div>
              {t('monitor.preview.published', { time: formatDateTime(data.publishedAt, i18n.language) })}
            </div>
          </figcaption>
        </figure>
      )}
    </ContentPanel>
  );
}
