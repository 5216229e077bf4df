import { Card, Checkbox } from '@blueprintjs/core';
import type { Wallpaper } from '@opsdeck/shared/schemas';
import { memo, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentImage, cardLoad } from '../../../components/content-image.tsx';
import { CardMeta } from '../shared/card-meta.tsx';
import { pictureSize } from './picture-size.ts';
import { linkOpened, wallpaperHref } from './wallpaper-links.ts';

export interface WallpaperGridProps {
  rows: readonly Wallpaper[];
  loading: boolean;
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  /** The wallpaper whose card takes the focus once it is on the page (the one Back returned from). */
  returnTo: number | null;
}

/**
 * The wallpapers of a page as thumbnail cards; a click or the box selects a card for bulk actions,
 * its title (a link: Tab to it, Enter) opens the wallpaper. Drawn again only when its own props
 * change (not when the list around it does, e.g. when the filters' choices arrive after the page).
 */
export const WallpaperGrid = memo(function WallpaperGrid({
  rows,
  loading,
  selected,
  onToggle,
  returnTo,
}: WallpaperGridProps) {
  const { t } = useTranslation();
  const list = useRef<HTMLUListElement>(null);
  const returned = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: looks again when the page's cards change
  useEffect(() => {
    if (returned.current || returnTo === null || loading) return;
    const link = list.current?.querySelector<HTMLElement>(`[data-testid="wallpaper-open-${returnTo}"]`);
    if (!link) return;
    returned.current = true;
    link.focus();
  }, [returnTo, loading, rows]);
  return (
    <ul
      ref={list}
      className={`od-wallpaper-grid${loading ? ' od-grid-loading' : ''}`}
      aria-busy={loading}
      aria-label={t('menu.wallpaper.list')}
    >
      {rows.map((row, index) => {
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
                if (!(e.target as HTMLElement).closest('label, a')) onToggle(row.id);
              }}
            >
              <div className="od-wallpaper-thumb">
                <ContentImage
                  src={row.thumbUrl}
                  alt={row.title}
                  {...pictureSize(row)}
                  load={cardLoad(index)}
                />
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
                link={{
                  to: wallpaperHref(row.id),
                  ...linkOpened(row.id),
                  'data-testid': `wallpaper-open-${row.id}`,
                }}
              />
            </Card>
          </li>
        );
      })}
    </ul>
  );
});
