import './consume.css';
import type { UnlockRow } from '@opsdeck/shared/schemas';
import { Link } from 'react-router-dom';
import type { ListColumn } from '../../components/data-list/types.ts';
import { pathTo } from '../../lib/route-links.ts';

/** The detail page of an unlocked wallpaper or template. */
export function contentHref(row: Pick<UnlockRow, 'contentType' | 'contentId'>): string {
  const id = row.contentId;
  return row.contentType === 'wallpaper'
    ? pathTo('/wallpaper/detail', { id })
    : pathTo('/template/detail', { id });
}

/**
 * What was unlocked: its thumbnail and title, linked to its detail page (the server names it); a
 * deleted one says so with its type and id. The CSV has the title.
 */
export function contentColumn(width: number): ListColumn<UnlockRow> {
  return {
    id: 'content',
    title: 'consume.columns.content',
    width,
    render: (row, { t }) =>
      row.content ? (
        <Link to={contentHref(row)} className="od-consume-content">
          <img className="od-consume-thumb" src={row.content.thumbUrl} alt="" loading="lazy" />
          <span>{row.content.title}</span>
        </Link>
      ) : (
        t('consume.contentGone', { type: t(`consume.contentType.${row.contentType}`), id: row.contentId })
      ),
    csv: (row) => row.content?.title ?? '',
  };
}
