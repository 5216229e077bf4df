import './consume.css';
import type { ContentSummary, ContentType } from '@opsdeck/shared/schemas';
import { Link } from 'react-router-dom';
import { ContentImage, isVideoUrl } from '../../components/content-image.tsx';
import { Dash } from '../../components/data-list/cells.tsx';
import type { ListColumn } from '../../components/data-list/types.ts';
import { pathTo } from '../../lib/route-links.ts';

/**
 * A row that may name unlocked content: its type and id and the server's summary of it (title and
 * thumbnail, null once deleted). An unlock always names content; a coin consumption row names it
 * only when it paid for an unlock (type and id null otherwise).
 */
export interface ContentFields {
  contentType: ContentType | null;
  contentId: number | null;
  content: ContentSummary;
}

/** The detail page of an unlocked wallpaper or template. */
export function contentHref(row: { contentType: ContentType; contentId: number }): string {
  const id = row.contentId;
  return row.contentType === 'wallpaper'
    ? pathTo('/wallpaper/detail', { id })
    : pathTo('/template/detail', { id });
}

/**
 * What was unlocked: its thumbnail (an empty slot when it has none) and title, linked to its detail
 * page (the server names it); a
 * deleted one says so with its type and id; a row that unlocked nothing shows a dash. The CSV has
 * the title. A title longer than its column (/consume/coin-list at 1280 px, where the member column
 * has already given way: "Grand Opening · Vintage" read "Grand Opening · …" with nothing to read it
 * by) ends in an ellipsis and reads whole on hover and on the row the keyboard is on (`.od-cell-cut`,
 * as a set's name or a topic's title).
 */
export function contentColumn<R extends ContentFields>(width: number): ListColumn<R> {
  return {
    id: 'content',
    title: 'consume.columns.content',
    width,
    render: (row, { t }) => {
      const { contentType, contentId, content } = row;
      if (contentType === null || contentId === null) return <Dash t={t} />;
      return content ? (
        <Link to={contentHref({ contentType, contentId })} className="od-consume-content">
          {content.thumbUrl && !isVideoUrl(content.thumbUrl) ? (
            <ContentImage className="od-consume-thumb" src={content.thumbUrl} alt="" width={36} height={22} />
          ) : (
            // no picture to show (none, or a video): the slot keeps its place, empty
            <span className="od-consume-thumb" aria-hidden="true" />
          )}
          <span className="od-cell-cut" title={content.title}>
            {content.title}
          </span>
        </Link>
      ) : (
        t('consume.contentGone', { type: t(`consume.contentType.${contentType}`), id: contentId })
      );
    },
    csv: (row) => row.content?.title ?? '',
  };
}
