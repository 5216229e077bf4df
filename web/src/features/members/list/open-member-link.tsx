import type { TFunction } from 'i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { patchParams } from '../../../lib/url-params.ts';
import { OPENED_FROM_LIST } from './open-member.ts';

/** The current list URL with this member's drawer open (`?member=`), keeping the list's view. */
export function OpenMemberLink(props: { memberId: number; visibleId: string; t: TFunction }) {
  const [params] = useSearchParams();
  const next = patchParams(params, { member: String(props.memberId) });
  return (
    <Link
      to={{ search: next.toString() }}
      state={OPENED_FROM_LIST}
      className="od-cell-mono"
      aria-label={props.t('lists.openMember', { visibleId: props.visibleId })}
    >
      {props.visibleId}
    </Link>
  );
}
