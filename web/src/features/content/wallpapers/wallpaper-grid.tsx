import { Card, Checkbox, Classes, Icon } from '@blueprintjs/core';
import type { Wallpaper } from '@opsdeck/shared/schemas';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../components/data-list/format.ts';
import { AccessTag, StatusTag } from '../shared/status-tag.tsx';

export interface WallpaperGridProps {
  rows: readonly Wallpaper[];
  loading: boolean;
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
}

/** The wallpapers of a page as thumbnail cards; a click or the box selects a card for bulk actions. */
export function WallpaperGrid({ rows, loading, selected, onToggle }: WallpaperGridProps) {
  const { t, i18n } = useTranslation();
  return (
    <ul
      className={`od-wallpaper-grid${loading ? ' od-grid-loading' : ''}`}
      aria-busy={loading}
      aria-label={t('menu.wallpaper.list')}
    >
      {rows.map((row) => {
        const isSelected = selected.has(row.id);
        return (
          <li key={row.id}>
            <Card
              compact
              interactive
              selected={isSelected}
              className="od-wallpaper-card"
              data-testid={`wallpaper-card-${row.id}`}
              data-title={row.title}
              onClick={(e) => {
                if (!(e.target as HTMLElement).closest('label')) onToggle(row.id);
              }}
            >
              <div className="od-wallpaper-thumb">
                <img src={row.thumbUrl} alt={row.title} loading="lazy" />
                <Checkbox
                  className="od-wallpaper-check"
                  checked={isSelected}
                  aria-label={t('contentWeb.wallpaper.select', { title: row.title })}
                  onChange={() => onToggle(row.id)}
                />
              </div>
              <div className="od-wallpaper-meta">
                <div className="od-wallpaper-title" title={row.title}>
                  {row.title}
                </div>
                <div className={`od-wallpaper-sub ${Classes.TEXT_MUTED}`}>
                  <span>{row.categoryName}</span>
                  <span>
                    {row.width} × {row.height}
                  </span>
                </div>
                <div className="od-wallpaper-tags">
                  <StatusTag status={row.status} />
                  <AccessTag access={row.access} priceCoins={row.priceCoins} />
                  <span
                    className={`${Classes.TEXT_MUTED} od-wallpaper-downloads`}
                    title={t('contentWeb.wallpaper.downloadsCount', {
                      formatted: formatCount(row.downloads, i18n.language),
                    })}
                  >
                    <Icon icon="cloud-download" size={12} /> {formatCount(row.downloads, i18n.language)}
                  </span>
                </div>
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
