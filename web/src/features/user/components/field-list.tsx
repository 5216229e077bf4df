import { Card, Classes, H2 } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { UserAvatar } from '../../../components/user-avatar.tsx';

/** One labelled value of a field list. */
export interface FieldItem {
  key: string;
  label: string;
  value: ReactNode;
}

/** Labelled values as a definition list (`od-fields-3`: three to a row). */
export function Fields({
  items,
  threeColumns = false,
}: {
  items: readonly FieldItem[];
  threeColumns?: boolean;
}) {
  return (
    <dl className={threeColumns ? 'od-fields od-fields-3' : 'od-fields'}>
      {items.map((f) => (
        <div className="od-field" key={f.key} data-field={f.key}>
          <dt className={Classes.TEXT_MUTED}>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The user centre's banner: the avatar and name, then what the page shows about the user. The name is
 * the heading under the page's h1 (an h2, drawn at an h3's size), so the heading levels do not skip.
 */
export function UserBanner({
  name,
  avatar,
  children,
}: {
  name: string;
  avatar: string;
  children: ReactNode;
}) {
  return (
    <Card className="od-user-banner">
      <UserAvatar name={name} src={avatar} size={64} />
      <div className="od-user-banner-text">
        <H2 className="od-user-banner-name">{name}</H2>
        {children}
      </div>
    </Card>
  );
}
