import { Card, Classes, H4, Intent, Tag } from '@blueprintjs/core';
import type { MemberDetail } from '@opsdeck/shared/schemas';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { formatCount, formatZonedDateTime, vipStateOf } from '../lib/format.ts';

/** The member drawer's header (who) and balances (coins, points, VIP state). */
export function MemberOverview({ member }: { member: MemberDetail }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const stats = [
    {
      label: 'memberOps.drawer.coins',
      testId: 'member-coins',
      className: '',
      value: formatCount(member.coinBalance, locale),
    },
    {
      label: 'memberOps.drawer.points',
      testId: 'member-points',
      className: '',
      value: formatCount(member.pointsBalance, locale),
    },
    {
      label: 'memberOps.drawer.vipState',
      testId: 'member-vip',
      className: ' od-member-stat-vip',
      value: <VipStateText member={member} />,
    },
  ];
  return (
    <div className="od-member-overview">
      <div className="od-member-head">
        <UserAvatar name={member.nickname} src={member.avatarUrl} size={56} />
        <div className="od-member-head-text">
          <H4 className="od-member-name">
            {member.nickname}
            <Tag
              minimal
              intent={member.status === 'active' ? Intent.SUCCESS : Intent.DANGER}
              data-testid="member-status"
            >
              {t(`member.status.${member.status}`)}
            </Tag>
          </H4>
          <div className={Classes.TEXT_MUTED}>
            <span data-testid="member-visible-id">{member.visibleId}</span>
            {' · '}
            <span>{member.phoneMasked}</span>
            {' · '}
            <span>
              {t(`member.platform.${member.platform}`)} / {t(`member.channel.${member.channel}`)}
            </span>
          </div>
          <div className={Classes.TEXT_MUTED}>
            {t('memberOps.drawer.registered', { date: formatZonedDateTime(member.registeredAt, locale) })}
            {' · '}
            {t('memberOps.drawer.lastActive', { date: formatZonedDateTime(member.lastActiveAt, locale) })}
          </div>
        </div>
      </div>
      <div className="od-member-stats">
        {stats.map(({ label, testId, className, value }) => (
          <Card key={testId} compact className="od-member-stat">
            <div className={Classes.TEXT_MUTED}>{t(label)}</div>
            <div className={`od-member-stat-value${className}`} data-testid={testId}>
              {value}
            </div>
          </Card>
        ))}
      </div>
    </div>
  );
}

/** "VIP until …" (green), "Expired …" or "Never VIP". */
export function VipStateText({ member }: { member: Pick<MemberDetail, 'vipExpiresAt' | 'vipActive'> }) {
  const { t, i18n } = useTranslation();
  const state = vipStateOf(member);
  if (state.kind === 'never') return <span className={Classes.TEXT_MUTED}>{t('member.vip.never')}</span>;
  if (state.kind === 'expired') {
    return (
      <span className={Classes.TEXT_MUTED}>
        {t('member.vip.expired')} · {formatZonedDateTime(state.at, i18n.language)}
      </span>
    );
  }
  return (
    <span className="od-text-success">
      {t('member.vip.until', { date: formatZonedDateTime(state.until, i18n.language) })}
    </span>
  );
}
