import { Classes } from '@blueprintjs/core';
import type { HTMLAttributes } from 'react';

/** Blueprint's h5: the size the console draws a card's or a group's title at. */
export const H5_LOOK = { fontSize: 16, lineHeight: '19px' } as const;

/**
 * A card's or a group's title at the level the page's outline needs (h2 under the page's h1, h3
 * under an h2), drawn as Blueprint's h5 was: an h5 right after the h1 skipped levels (Lighthouse's
 * heading-order).
 */
export function SubHeading({
  level,
  className,
  style,
  ...props
}: { level: 2 | 3 | 4 } & HTMLAttributes<HTMLHeadingElement>) {
  const Tag = `h${level}` as const;
  return (
    <Tag
      {...props}
      className={className ? `${Classes.HEADING} ${className}` : Classes.HEADING}
      style={{ ...H5_LOOK, ...style }}
    />
  );
}
