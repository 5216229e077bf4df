import { useNavigate } from 'react-router-dom';
import { memberHref } from '../../components/data-list/cells.tsx';
import { DataList } from '../../components/data-list/data-list.tsx';
import { checkinListDefinition, inviteListDefinition } from './task-list-definitions.tsx';

/** /task-checkin/list: Enter on a row opens its member. */
export function CheckinListPage() {
  const navigate = useNavigate();
  return (
    <DataList
      def={checkinListDefinition}
      title="menu.checkin.list"
      onOpen={(row) => navigate(memberHref(row.memberId))}
    />
  );
}

/** /task-invite/list: Enter on a row opens the inviter. */
export function InviteListPage() {
  const navigate = useNavigate();
  return (
    <DataList
      def={inviteListDefinition}
      title="menu.invite.list"
      onOpen={(row) => navigate(memberHref(row.inviterId))}
    />
  );
}
