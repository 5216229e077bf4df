import { Classes, H2, Icon, type IconName, NonIdealStateIconSize } from '@blueprintjs/core';
import type { CSSProperties, ReactNode } from 'react';
import { PageTitle } from './page-title.tsx';

export interface PageStateProps {
  icon: IconName;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** NonIdealState's heading line (20 px), at Blueprint's h4 size. */
const TITLE_LOOK: CSSProperties = { fontSize: 18, lineHeight: '20px' };

/** Blueprint's NonIdealState's markup (vertical, standard icon) around a heading of our choice. */
function StateBox({
  icon,
  heading,
  description,
  action,
  className,
  children,
}: PageStateProps & { heading: ReactNode }) {
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
        {heading}
        {description && (typeof description === 'string' ? <div>{description}</div> : description)}
      </div>
      {action}
      {children}
    </div>
  );
}

/**
 * A state drawn in place of a whole page (a result, an exception, a detail page without its
 * record): Blueprint's NonIdealState as it looks, but its title is the page's `h1` (Blueprint's is
 * an `h4`, which left such pages without a top heading and the focus on <body> on arrival).
 */
export function PageState({ title, ...props }: PageStateProps) {
  return (
    <StateBox
      {...props}
      title={title}
      heading={<PageTitle style={{ lineHeight: '20px' }}>{title}</PageTitle>}
    />
  );
}

/**
 * A titled state in place of a page's content, below its `h1` (an empty list, data that did not
 * load): Blueprint's NonIdealState as it looks, with its title an `h2`. Blueprint's is an `h4`, and
 * an `h4` straight after the page's `h1` skips two levels (axe's and Lighthouse's heading order:
 * /member/reissue-jobs' empty state took its accessibility score from 100 to 98). A state inside a
 * card or panel that has a heading of its own, or one without a title, stays a NonIdealState.
 */
export function SectionState({ title, ...props }: PageStateProps) {
  return <StateBox {...props} title={title} heading={<H2 style={TITLE_LOOK}>{title}</H2>} />;
}
