import { Classes, Icon, type IconName, Intent } from '@blueprintjs/core';
import type { HTMLAttributes, ReactNode } from 'react';

export interface StaticTagProps extends HTMLAttributes<HTMLSpanElement> {
  intent?: Intent;
  minimal?: boolean;
  round?: boolean;
  icon?: IconName;
  children: ReactNode;
}

/**
 * Blueprint's Tag, same markup and classes, for a tag that only shows a short label (a status, a
 * change, a role). Blueprint's own Tag measures its text after every mount to find out whether it
 * is cut off (a forced layout per tag, and a second render): in a table of tags that is most of the
 * cost of drawing a page. A label cut off here still ends in an ellipsis.
 */
export function StaticTag({ intent, minimal, round, icon, children, className, ...rest }: StaticTagProps) {
  const classes = [
    Classes.TAG,
    intent && intent !== Intent.NONE ? Classes.intentClass(intent) : '',
    minimal ? Classes.MINIMAL : '',
    round ? Classes.ROUND : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <span {...rest} className={classes}>
      {icon && <Icon icon={icon} />}
      <span className={`${Classes.TEXT_OVERFLOW_ELLIPSIS} ${Classes.FILL}`}>{children}</span>
    </span>
  );
}
