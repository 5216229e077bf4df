import { Icon, type IconName, Intent, Spinner, SpinnerSize, Tag } from '@blueprintjs/core';
import type { MemberRow, OrderRow, Template, Wallpaper } from '@opsdeck/shared/schemas';
import { Command } from 'cmdk';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberSearchState } from '../../../features/members/hooks/use-member-search.ts';
import { formatCount } from '../../../features/members/lib/format.ts';
import type { EntitySearchState } from '../hooks/use-entity-search.ts';
import { type OpenedEntity, orderEntity, templateEntity, wallpaperEntity } from '../lib/entities.ts';
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

/** One record found on the server, as a palette item. */
function EntityRow(props: {
  value: string;
  icon: IconName;
  title: string;
  hint: string;
  onSelect: () => void;
}) {
  return (
    <Command.Item value={props.value} onSelect={props.onSelect} className="od-palette-item">
      <Icon icon={props.icon} className="od-palette-item-icon" />
      <span className="od-palette-item-text">
        <span className="od-palette-item-title">{props.title}</span>
        <span className="od-palette-item-hint">{props.hint}</span>
      </span>
    </Command.Item>
  );
}

/** A group of server results: hidden while idle or when nothing was found, else its state or rows. */
function EntityGroup<T>({
  heading,
  state,
  children,
}: {
  heading: string;
  state: EntitySearchState<T> | MemberSearchState;
  children: (items: readonly T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  if (state.status === 'idle' || (state.status === 'ready' && state.items.length === 0)) return null;
  return (
    <Command.Group heading={t(heading)} value={`entities:${heading.split('.').pop()}`}>
      <SearchStatus state={state} />
      {state.status === 'ready' && children(state.items as T[])}
    </Command.Group>
  );
}

/** The server's searches of one query. */
export interface EntitySearches {
  members: MemberSearchState;
  orders: EntitySearchState<OrderRow>;
  templates: EntitySearchState<Template>;
  wallpapers: EntitySearchState<Wallpaper>;
}

/**
 * The server's results for the query, in their own groups: members (visible id, phone or nickname),
 * orders (order number), templates and wallpapers (name, or id). Each group shows its loading state;
 * the results are shown as the server answered them (never filtered again here). Choosing one
 * opens it (`onOpen`), members through `onMember` (the caller keeps the whole row).
 */
export function EntityGroups({
  found,
  onMember,
  onOpen,
}: {
  found: EntitySearches;
  onMember: (member: MemberRow) => void;
  onOpen: (entity: OpenedEntity) => void;
}) {
  const { t } = useTranslation();
  const content = (id: number, category: string) => t('palette.search.content', { id, category });
  return (
    <>
      <EntityGroup<MemberRow> heading={PALETTE_GROUPS.members} state={found.members}>
        {(items) => items.map((m) => <MemberEntityItem key={m.id} member={m} onChoose={onMember} />)}
      </EntityGroup>
      <EntityGroup<OrderRow> heading={PALETTE_GROUPS.orders} state={found.orders}>
        {(items) =>
          items.map((o) => (
            <EntityRow
              key={o.id}
              value={`order:${o.orderNo}`}
              icon="document"
              title={o.orderNo}
              hint={t('palette.search.order', {
                kind: t(`menu.order.${o.kind}`),
                member: `${o.memberNickname} (${o.memberVisibleId})`,
                status: t(`order.status.${o.status}`),
              })}
              onSelect={() => onOpen(orderEntity(o))}
            />
          ))
        }
      </EntityGroup>
      <EntityGroup<Template> heading={PALETTE_GROUPS.templates} state={found.templates}>
        {(items) =>
          items.map((row) => (
            <EntityRow
              key={row.id}
              value={`template:${row.id}`}
              icon="layout-grid"
              title={row.name}
              hint={content(row.id, row.categoryName)}
              onSelect={() => onOpen(templateEntity(row))}
            />
          ))
        }
      </EntityGroup>
      <EntityGroup<Wallpaper> heading={PALETTE_GROUPS.wallpapers} state={found.wallpapers}>
        {(items) =>
          items.map((row) => (
            <EntityRow
              key={row.id}
              value={`wallpaper:${row.id}`}
              icon="media"
              title={row.title}
              hint={content(row.id, row.categoryName)}
              onSelect={() => onOpen(wallpaperEntity(row))}
            />
          ))
        }
      </EntityGroup>
    </>
  );
}
