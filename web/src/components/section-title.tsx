import { H2 } from '@blueprintjs/core';
import type { HTMLAttributes } from 'react';

/** Blueprint's h6, the size a section title is drawn at. */
const H6_LOOK = { fontSize: 14, lineHeight: '16px' } as const;

/**
 * The title of a Blueprint `Section` on a page (its `titleRenderer`): an h2 under the page's h1, so
 * the heading levels do not skip (Blueprint's default is an h6), drawn at the h6's size.
 */
export function SectionTitle({ style, ...props }: HTMLAttributes<HTMLElement>) {
  return <H2 {...props} style={{ ...H6_LOOK, ...style }} />;
}
