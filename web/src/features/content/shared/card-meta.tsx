import { Classes, Icon, type IconName } from '@blueprintjs/core';
import type { ContentAccess } from '@opsdeck/shared/schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type LinkProps } from 'react-router-dom';
import { formatCount } from '../../../components/data-list/format.ts';
import { AccessTag, StatusTag } from './status-tag.tsx';

export interface CardMetaProps {
  title: string;
  /** The muted second line (category, kind or size). */
  sub: readonly ReactNode[];
  row: { status: string; access: ContentAccess; priceCoins: number };
  /** The card's count (uses, downloads): its icon, value and the i18n key of its tooltip. */
  count: { icon: IconName; value: number; titleKey: string };
  /** The title as a link that opens the item (where a click on the card does something else). */
  link?: LinkProps & { 'data-testid'?: string };
}

/** The text under a content card's picture: title, a muted line, status and access tags, a count. */
export function CardMeta({ title, sub, row, count, link }: CardMetaProps) {
  const { t, i18n } = useTranslation();
  const formatted = formatCount(count.value, i18n.language);
  return (
    <div className="od-wallpaper-meta">
      {link ? (
        <Link {...link} className="od-wallpaper-title od-wallpaper-open" title={title}>
          {title}
        </Link>
      ) : (
        <div className="od-wallpaper-title" title={title}>
          {title}
        </div>
      )}
      <div className={`od-wallpaper-sub ${Classes.TEXT_MUTED}`}>
        {sub.map((part, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of parts
          <span key={i}>{part}</span>
        ))}
      </div>
      <div className="od-wallpaper-tags">
        <StatusTag status={row.status} />
        <AccessTag access={row.access} priceCoins={row.priceCoins} />
        <span
          className={`${Classes.TEXT_MUTED} od-wallpaper-downloads`}
          title={t(count.titleKey, { formatted, count: count.value })}
        >
          <Icon icon={count.icon} size={12} /> {formatted}
        </span>
      </div>
    </div>
  );
}
