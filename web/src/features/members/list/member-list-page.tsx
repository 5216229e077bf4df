import type { MemberRow } from '@opsdeck/shared/schemas';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { DataList } from '../../../components/data-list/data-list.tsx';
import { MemberDrawer } from '../components/member-drawer.tsx';
import { memberListDefinitionFor } from './member-list-definition.tsx';
import { OPENED_FROM_LIST, openMemberId } from './open-member.ts';
import { useChannelOptions } from './use-channel-options.ts';

/**
 * /member/list: the member list; Enter, a double click or the member ID opens the member drawer,
 * whose member is kept in the URL (`?member=<id>`) so a link or a reload reopens it. A drawer opened
 * from the list closes with Back (one history entry per look at a member); one opened by a link
 * closes by dropping `member` from the URL.
 */
export function MemberListPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const memberId = openMemberId(params);
  const channels = useChannelOptions();
  const def = useMemo(() => memberListDefinitionFor(channels), [channels]);

  const open = useCallback(
    (row: MemberRow) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('member', String(row.id));
          return next;
        },
        { state: OPENED_FROM_LIST },
      );
    },
    [setParams],
  );

  const openedFromList = (location.state as typeof OPENED_FROM_LIST | null)?.memberFromList === true;
  const close = useCallback(() => {
    if (openedFromList) {
      navigate(-1);
      return;
    }
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('member');
        return next;
      },
      { replace: true },
    );
  }, [navigate, openedFromList, setParams]);

  return (
    <>
      <DataList def={def} title="menu.member.list" onOpen={open} />
      <MemberDrawer memberId={memberId} onClose={close} />
    </>
  );
}
