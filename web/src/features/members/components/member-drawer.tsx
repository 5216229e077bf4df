import { Button, Classes, Intent } from '@blueprintjs/core';
import { getMember } from '@opsdeck/shared/api';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { RecordDrawer } from '../../../components/record-drawer.tsx';
import { pathTo } from '../../../lib/route-links.ts';
import { useFetch } from '../../../lib/use-fetch.ts';
import { MemberActivity } from './member-activity.tsx';
import { MemberOverview } from './member-overview.tsx';
import './members.css';

/** Where the drawer's quick re-issue buttons go; the form preselects the member from `?member=`. */
export function reissueHref(kind: 'coins' | 'vip', memberId: number): string {
  const query = { member: memberId };
  return kind === 'coins' ? pathTo('/member/patch-coin', query) : pathTo('/member/patch-vip', query);
}

/**
 * The member drawer: who the member is, balances, VIP state, recent coin and point ledger,
 * VIP grants and orders, and quick re-issue buttons. Open while `memberId` is not null; it loads
 * GET /admin/members/{id} each time it opens, so a balance changed by a re-issue shows.
 */
export function MemberDrawer({ memberId, onClose }: { memberId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const load = useFetch(memberId === null ? null : String(memberId), (client) =>
    getMember(client, memberId as number),
  );

  function go(kind: 'coins' | 'vip') {
    if (memberId === null) return;
    // Not onClose(): the owner may close by going Back, which would race this navigation. Leaving
    // the page unmounts the drawer anyway.
    navigate(reissueHref(kind, memberId));
  }

  return (
    <RecordDrawer
      asked={memberId}
      load={load}
      isAsked={(member, id) => member.id === id}
      onClose={onClose}
      className="od-member-drawer"
      icon="person"
      title={(member) =>
        member ? t('member.detail.title', { visibleId: member.visibleId }) : t('member.title')
      }
      testId="member-drawer"
      failedTitle="memberOps.drawer.loadError"
      notFound={{
        title: t('memberOps.drawer.notFound', { id: memberId ?? '' }),
        description: t('memberOps.drawer.notFoundHint'),
      }}
      footer={(member) => {
        const banned = member.status === 'banned';
        return (
          <div className="od-member-drawer-actions">
            <Button
              intent={Intent.PRIMARY}
              icon="bank-account"
              text={t('member.detail.reissueCoins')}
              disabled={banned}
              onClick={() => go('coins')}
            />
            <Button
              icon="crown"
              text={t('member.detail.reissueVip')}
              disabled={banned}
              onClick={() => go('vip')}
            />
            {banned && <span className={Classes.TEXT_MUTED}>{t('memberOps.drawer.bannedHint')}</span>}
          </div>
        );
      }}
    >
      {(member) => (
        <>
          <MemberOverview member={member} />
          <MemberActivity member={member} />
        </>
      )}
    </RecordDrawer>
  );
}
