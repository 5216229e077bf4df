import type { MemberRow } from '@opsdeck/shared/schemas';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { DataList } from '../../../components/data-list/data-list.tsx';
import { useWebApi } from '../../../lib/api-context.tsx';
import { afterFirstScreen } from '../../../lib/first-screen.ts';
import { useUrlDrawer } from '../../../lib/use-url-drawer.ts';
import { memberListDefinitionFor } from './member-list-definition.tsx';
import { OPENED_FROM_LIST, openMemberId } from './open-member.ts';
import { useChannelOptions } from './use-channel-options.ts';

const loadDrawer = () => import('../components/member-drawer.tsx');
/** The member drawer's code: fetched once the list is on the page (or at once for `?member=`). */
const MemberDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.MemberDrawer })));

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
  const { whenQuiet } = useWebApi();
  // Mounted from the first member opened on (then kept, so that it closes with its animation).
  const [drawerUsed, setDrawerUsed] = useState(memberId !== null);
  if (memberId !== null && !drawerUsed) setDrawerUsed(true);
  useEffect(() => {
    void afterFirstScreen(whenQuiet).then(loadDrawer);
  }, [whenQuiet]);

  return (
    <>
      <DataList def={def} title="menu.member.list" onOpen={openRow} />
      {drawerUsed && (
        <Suspense fallback={null}>
          <MemberDrawer memberId={memberId} onClose={drawer.close} />
        </Suspense>
      )}
    </>
  );
}
