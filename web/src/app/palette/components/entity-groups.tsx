import { Icon, Intent, Spinner, SpinnerSize, Tag } from '@blueprintjs/core';
import type { MemberRow, OrderRow } from '@opsdeck/shared/schemas';
import { Command } from 'cmdk';
import { useTranslation } from 'react-i18next';
import type { MemberSearchState } from '../../../features/members/hooks/use-member-search.ts';
import { formatCount } from '../../../features/members/lib/format.ts';
import type { OrderSearchState } from '../hooks/use-order-search.ts';
import { PALETTE_GROUPS } from '../lib/palette-item.ts';

/** A member found on the server, as a palette item (its value always matches: no client filtering). */
export function MemberEntityItem({
  member,
  onChoose,
  value = `member:${member.id}`,
}: {
  member: MemberRow;
  onChoose: (member: MemberRow) => void;
  value?: string;
}) {
  const { t, i18n } = useTranslation();
  const banned = member.status === 'banned';
  return (
    <Command.Item value={value} onSelect={() => onChoose(member)} className="od-palette-item">
      <Icon icon="person" className="od-palette-item-icon" />
      <span className="od-palette-item-text">
        <span className="od-palette-item-title">{member.nickname}</span>
        <span className="od-palette-item-hint">
          {t('palette.search.member', {
            visibleId: member.visibleId,
            phone: member.phone,
            coins: formatCount(member.coinBalance, i18n.language),
          })}
        </span>
      </span>
      {member.vipActive && (
        <Tag minimal intent={Intent.PRIMARY} className="od-palette-tag">
          VIP
        </Tag>
      )}
      {banned && (
        <Tag minimal intent={Intent.DANGER} className="od-palette-tag">
          {t('memberOps.form.banned')}
        </Tag>
      )}
    </Command.Item>
  );
}

/** A loading row or a failure line of a server search. */
function SearchStatus({ state }: { state: { status: string; message?: string } }) {
  const { t } = useTranslation();
  if (state.status === 'loading') {
    return (
      <Command.Loading className="od-palette-loading" label={t('palette.search.searching')}>
        <Spinner size={SpinnerSize.SMALL} /> {t('palette.search.searching')}
      </Command.Loading>
    );
  }
  if (state.status === 'error') {
    return <div className="od-palette-problem">{t('palette.search.failed', { message: state.message })}</div>;
  }
  return null;
}

/**
 * The server's results for the query, in their own groups: members (visible id, phone or nickname)
 * and orders (order number). Each group shows its loading state; the results are shown as the server
 * answered them (never filtered again here).
 */
export function EntityGroups({
  members,
  orders,
  onMember,
  onOrder,
}: {
  members: MemberSearchState;
  orders: OrderSearchState;
  onMember: (member: MemberRow) => void;
  onOrder: (order: OrderRow) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {members.status !== 'idle' && (members.status !== 'ready' || members.items.length > 0) && (
        <Command.Group heading={t(PALETTE_GROUPS.members)} value="entities:members">
          <SearchStatus state={members} />
          {members.status === 'ready' &&
            members.items.map((m) => <MemberEntityItem key={m.id} member={m} onChoose={onMember} />)}
        </Command.Group>
      )}
      {orders.status !== 'idle' && (orders.status !== 'ready' || orders.items.length > 0) && (
        <Command.Group heading={t(PALETTE_GROUPS.orders)} value="entities:orders">
          <SearchStatus state={orders} />
          {orders.status === 'ready' &&
            orders.items.map((o) => (
              <Command.Item
                key={o.id}
                value={`order:${o.orderNo}`}
                onSelect={() => onOrder(o)}
                className="od-palette-item"
              >
                <Icon icon="document" className="od-palette-item-icon" />
                <span className="od-palette-item-text">
                  <span className="od-palette-item-title">{o.orderNo}</span>
                  <span className="od-palette-item-hint">
                    {t('palette.search.order', {
                      kind: t(`menu.order.${o.kind}`),
                      member: `${o.memberNickname} (${o.memberVisibleId})`,
                      status: t(`order.status.${o.status}`),
                    })}
                  </span>
                </span>
              </Command.Item>
            ))}
        </Command.Group>
      )}
    </>
  );
}
