import { Classes, Drawer, DrawerSize, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/**
 * A list's detail drawer (a member, an order): standard width, its icon and title, a scrolling body
 * (`testId` names it) and an optional footer of actions. Esc and the close button call `onClose`.
 */
export function DetailDrawer(props: {
  isOpen: boolean;
  onClose: () => void;
  icon: IconName;
  title: string;
  className: string;
  testId: string;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Drawer
      isOpen={props.isOpen}
      onClose={props.onClose}
      size={DrawerSize.STANDARD}
      className={props.className}
      icon={props.icon}
      title={props.title}
    >
      <div className={`${Classes.DRAWER_BODY} ${props.className}-body`} data-testid={props.testId}>
        {props.children}
      </div>
      {props.footer && <div className={Classes.DRAWER_FOOTER}>{props.footer}</div>}
    </Drawer>
  );
}
