import { Card, Checkbox } from '@blueprintjs/core';
import type { Wallpaper } from '@opsdeck/shared/schemas';
import { useTranslation } from 'react-i18next';
import { CardMeta } from '../shared/card-meta.tsx';

export interface WallpaperGridProps {
  rows: readonly Wallpaper[];
  loading: boolean;
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
}

/** The wallpapers of a page as thumbnail cards; a click or the box selects a card for bulk actions. */
export function WallpaperGrid({ rows, loading, selected, onToggle }: WallpaperGridProps) {
  const { t } = useTranslation();
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
              <CardMeta
                title={row.title}
                sub={[row.categoryName, `${row.width} × ${row.height}`]}
                row={row}
                count={{
                  icon: 'cloud-download',
                  value: row.downloads,
                  titleKey: 'contentWeb.wallpaper.downloadsCount',
                }}
              />
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
