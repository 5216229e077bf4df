import { Classes, Icon, type IconName, NonIdealStateIconSize } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { PageTitle } from './page-title.tsx';

export interface PageStateProps {
  icon: IconName;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/**
 * A state drawn in place of a whole page (a result, an exception, a detail page without its
 * record): Blueprint's NonIdealState as it looks, but its title is the page's `h1` (Blueprint's is
 * an `h4`, which left such pages without a top heading and the focus on <body> on arrival).
 * A state inside a card or a panel stays a NonIdealState.
 */
export function PageState({ icon, title, description, action, className, children }: PageStateProps) {
  const size = NonIdealStateIconSize.STANDARD;
  return (
    <div
      className={`${Classes.NON_IDEAL_STATE} ${Classes.NON_IDEAL_STATE}-vertical${className ? ` ${className}` : ''}`}
    >
      <div
        className={Classes.NON_IDEAL_STATE_VISUAL}
        style={{ fontSize: `${size}px`, lineHeight: `${size}px` }}
      >
        <Icon className={Classes.ICON_MUTED} icon={icon} size={size} aria-hidden tabIndex={-1} />
      </div>
      <div className={Classes.NON_IDEAL_STATE_TEXT}>
        {/* NonIdealState's heading line (20 px), at the h4 size */}
        <PageTitle style={{ lineHeight: '20px' }}>{title}</PageTitle>
        {description && (typeof description === 'string' ? <div>{description}</div> : description)}
      </div>
      {action}
      {children}
    </div>
  );
}
