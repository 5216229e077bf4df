import { Classes, type Intent } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import { orderListPath, pathTo } from '../../lib/route-links.ts';
import { StaticTag } from '../static-tag.tsx';

/** The member list with this member's drawer open (the list screen reads `?member=`). */
export function memberHref(memberId: number): string {
  return pathTo('/member/list', { member: memberId });
}

/** The order list of the order's kind with the order view open (the list screen reads `?order=`). */
export function orderHref(order: { kind: string; orderNo: string }): string {
  const list = orderListPath(order.kind);
  return list ? pathTo(list, { orderNo: order.orderNo, order: order.orderNo }) : '';
}

/** A missing value. */
export function Dash({ t }: { t: TFunction }) {
  return <span className={Classes.TEXT_DISABLED}>{t('lists.dash')}</span>;
}

/** An enum value as a minimal tag coloured by its intent (status, channel…). */
export function EnumTag({ label, intent }: { label: string; intent?: Intent }) {
  return (
    <StaticTag minimal intent={intent} className="od-enum-tag">
      {label}
    </StaticTag>
  );
}

/** A member on a row of another list: the 8-digit id (a link to the member) and the nickname. */
export function MemberRef(props: { memberId: number; visibleId: string; nickname: string; t: TFunction }) {
  return (
    <span className="od-cell-member">
      <Link
        to={memberHref(props.memberId)}
        className="od-cell-mono"
        aria-label={props.t('lists.openMember', { visibleId: props.visibleId })}
      >
        {props.visibleId}
      </Link>
      {/* a nickname the column cuts (an ellipsis) reads whole on hover */}
      <span className={`od-cell-member-name ${Classes.TEXT_MUTED}`} title={props.nickname}>
        {props.nickname}
      </span>
    </span>
  );
}
