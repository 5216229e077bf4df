import { Icon, type IconName, Intent, Spinner, SpinnerSize, Tag } from '@blueprintjs/core';
import type { MemberRow, OrderRow, Template, Wallpaper } from '@opsdeck/shared/schemas';
import { Command } from 'cmdk';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberSearchState } from '../../../features/members/hooks/use-member-search.ts';
import { formatCount } from '../../../features/members/lib/format.ts';
import type { EntitySearchState } from '../hooks/use-entity-search.ts';
import {
  entityUsageId,
  type OpenedEntity,
  orderEntity,
  templateEntity,
  wallpaperEntity,
} from '../lib/entities.ts';
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
            count: member.coinBalance,
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

/** Orders, templates or wallpapers found: each as its record (`describe`), opened by `onOpen`. */
function RecordGroup<T>(props: {
  heading: string;
  state: EntitySearchState<T>;
  icon: IconName;
  describe: (row: T) => { entity: OpenedEntity; hint: string };
  onOpen: (entity: OpenedEntity) => void;
}) {
  return (
    <EntityGroup<T> heading={props.heading} state={props.state}>
      {(items) =>
        items.map((row) => {
          const { entity, hint } = props.describe(row);
          const value = entityUsageId(entity);
          return (
            <EntityRow
              key={value}
              value={value}
              icon={props.icon}
              title={entity.title}
              hint={hint}
              onSelect={() => props.onOpen(entity)}
            />
          );
        })
      }
    </EntityGroup>
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
  const content = (row: { id: number; categoryName: string }) =>
    t('palette.search.content', { id: row.id, category: row.categoryName });
  return (
    <>
      <EntityGroup<MemberRow> heading={PALETTE_GROUPS.members} state={found.members}>
        {(items) => items.map((m) => <MemberEntityItem key={m.id} member={m} onChoose={onMember} />)}
      </EntityGroup>
      <RecordGroup
        heading={PALETTE_GROUPS.orders}
        state={found.orders}
        icon="document"
        describe={(o) => ({
          entity: orderEntity(o),
          hint: t('palette.search.order', {
            kind: t(`menu.order.${o.kind}`),
            member: `${o.memberNickname} (${o.memberVisibleId})`,
            status: t(`order.status.${o.status}`),
          }),
        })}
        onOpen={onOpen}
      />
      <RecordGroup
        heading={PALETTE_GROUPS.templates}
        state={found.templates}
        icon="layout-grid"
        describe={(row) => ({ entity: templateEntity(row), hint: content(row) })}
        onOpen={onOpen}
      />
      <RecordGroup
        heading={PALETTE_GROUPS.wallpapers}
        state={found.wallpapers}
        icon="media"
        describe={(row) => ({ entity: wallpaperEntity(row), hint: content(row) })}
        onOpen={onOpen}
      />
    </>
  );
}
