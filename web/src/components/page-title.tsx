import { H1 } from '@blueprintjs/core';
import type { HTMLAttributes } from 'react';

/** The sizes Blueprint draws its h2 and h4 at: the looks a page's title had before it was an h1. */
const LOOKS = {
  h2: { fontSize: 28, lineHeight: '32px' },
  h4: { fontSize: 18, lineHeight: '21px' },
} as const;

/**
 * A page's one top heading: an `h1` (the layout puts the focus on it as soon as the page arrives,
 * use-heading-focus.ts), drawn at the size of the heading the page had before (`look`), so a card's
 * title or a greeting keeps its look while the outline gets its top.
 */
export function PageTitle({
  look = 'h4',
  style,
  ...props
}: { look?: keyof typeof LOOKS } & HTMLAttributes<HTMLHeadingElement>) {
  return <H1 {...props} style={{ ...LOOKS[look], ...style }} />;
}
