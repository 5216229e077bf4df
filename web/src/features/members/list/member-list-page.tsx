import type { MemberRow } from '@opsdeck/shared/schemas';
import { useCallback, useMemo } from 'react';
import { DataList } from '../../../components/data-list/data-list.tsx';
import { useUrlDrawer } from '../../../lib/use-url-drawer.ts';
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
  const drawer = useUrlDrawer('member', OPENED_FROM_LIST);
  const memberId = openMemberId(drawer.params);
  const channels = useChannelOptions();
  const def = useMemo(() => memberListDefinitionFor(channels), [channels]);
  const { open } = drawer;
  const openRow = useCallback((row: MemberRow) => open(String(row.id)), [open]);

  return (
    <>
      <DataList def={def} title="menu.member.list" onOpen={openRow} />
      <MemberDrawer memberId={memberId} onClose={drawer.close} />
    </>
  );
}
