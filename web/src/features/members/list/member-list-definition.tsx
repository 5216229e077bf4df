import { Classes, Intent } from '@blueprintjs/core';
import { listMembers } from '@opsdeck/shared/api';
import { MEMBER_PLATFORMS, MEMBER_STATUSES, type MemberRow } from '@opsdeck/shared/schemas';
import type { TFunction } from 'i18next';
import { Dash } from '../../../components/data-list/cells.tsx';
import { countColumn, enumColumn, textColumn, timeColumn } from '../../../components/data-list/columns.tsx';
import { defineList, listQuerySchema } from '../../../components/data-list/define-list.ts';
import { enumFilter, searchFilter } from '../../../components/data-list/filters.ts';
import { formatDate, timeForCsv } from '../../../components/data-list/format.ts';
import type { FilterOption, ListColumn, ListDefinition } from '../../../components/data-list/types.ts';
import { StaticTag } from '../../../components/static-tag.tsx';
import { OpenMemberLink } from './open-member-link.tsx';
import { BUILT_IN_CHANNEL_OPTIONS } from './use-channel-options.ts';

const vipColumn: ListColumn<MemberRow> = {
  id: 'vipExpiresAt',
  title: 'member.columns.vipExpiresAt',
  width: 128,
  sortField: 'vipExpiresAt',
  render: (row, { t, locale }) => {
    if (!row.vipExpiresAt) return <Dash t={t} />;
    const day = formatDate(row.vipExpiresAt, locale);
    return row.vipActive ? (
      <StaticTag minimal intent={Intent.WARNING} icon="crown" title={t('member.vip.until', { date: day })}>
        {day}
      </StaticTag>
    ) : (
      <span title={t('member.vip.expired')} className={Classes.TEXT_MUTED}>
        {day}
      </span>
    );
  },
  csv: (row) => timeForCsv(row.vipExpiresAt),
};

/** A channel: the translated name of a built-in channel, else the option's label (the channel's name) or the code. */
function channelColumn(options: readonly FilterOption[]): ListColumn<MemberRow> {
  const label = (code: string, t: TFunction) => {
    const option = options.find((o) => o.value === code);
    return option && option.label !== code ? t(option.label, { defaultValue: option.label }) : code;
  };
  return {
    id: 'channel',
    title: 'member.columns.channel',
    width: 100,
    render: (row, { t }) => label(row.channel, t),
    csv: (row, { t }) => label(row.channel, t),
  };
}

/**
 * /member/list: members searched, filtered, sorted and paged on the server (GET /admin/members).
 * `channels` are the channel filter's choices (GET /admin/channels).
 *
 * Nine columns by default, so that at 1440 px a nickname (up to seven characters and three
 * digits), a masked phone and a channel read in full beside the two dated columns, whose headers
 * name the time zone (on a second line where narrow), and at 1280 px all nine fit without a
 * sideways scroll (a longer nickname ends in an ellipsis there, whole on hover and in the drawer): the platform (the channel names it: an app store, a phone maker's store, Web)
 * and the points balance (the member drawer shows it) are in the Columns menu, with the invite
 * code and the internal id.
 */
export function memberListDefinitionFor(channels: readonly FilterOption[]): ListDefinition<MemberRow> {
  return defineList(listQuerySchema('memberListQuerySchema'), {
    id: 'members',
    defaultSort: 'registeredAt:desc',
    fetchPage: (client, query) => listMembers(client, query),
    filters: [
      searchFilter('member.searchPlaceholder', 50, 240),
      enumFilter('status', 'member.columns.status', MEMBER_STATUSES, 'member.status'),
      {
        kind: 'select',
        name: 'vip',
        label: 'member.columns.vipActive',
        options: [
          { value: 'true', label: 'member.vip.filterActive' },
          { value: 'false', label: 'member.vip.filterInactive' },
        ],
      },
      enumFilter('platform', 'member.columns.platform', MEMBER_PLATFORMS, 'member.platform'),
      { kind: 'select', name: 'channel', label: 'member.columns.channel', options: channels },
      { kind: 'dateRange', from: 'registeredFrom', to: 'registeredTo', label: 'lists.filters.registered' },
    ],
    columns: [
      {
        id: 'visibleId',
        title: 'member.columns.visibleId',
        width: 104,
        render: (row, { t }) => <OpenMemberLink memberId={row.id} visibleId={row.visibleId} t={t} />,
        csv: (row) => row.visibleId,
      },
      textColumn({ id: 'nickname', title: 'member.columns.nickname', width: 144 }, (r) => r.nickname),
      textColumn({ id: 'phone', title: 'member.columns.phone', width: 116 }, (r) => r.phone, { mono: true }),
      enumColumn(
        { id: 'platform', title: 'member.columns.platform', width: 76, hiddenByDefault: true },
        (r) => r.platform,
        'member.platform',
        'plain',
      ),
      channelColumn(channels),
      enumColumn(
        { id: 'status', title: 'member.columns.status', width: 72 },
        (r) => r.status,
        'member.status',
        {
          active: Intent.SUCCESS,
          banned: Intent.DANGER,
        },
      ),
      countColumn(
        { id: 'coinBalance', title: 'member.columns.coinBalance', width: 78, sortField: 'coinBalance' },
        (r) => r.coinBalance,
      ),
      countColumn(
        {
          id: 'pointsBalance',
          title: 'member.columns.pointsBalance',
          width: 80,
          sortField: 'pointsBalance',
          hiddenByDefault: true,
        },
        (r) => r.pointsBalance,
      ),
      vipColumn,
      timeColumn(
        { id: 'registeredAt', title: 'member.columns.registeredAt', width: 130, sortField: 'registeredAt' },
        (r) => r.registeredAt,
      ),
      timeColumn(
        { id: 'lastActiveAt', title: 'member.columns.lastActiveAt', width: 130, sortField: 'lastActiveAt' },
        (r) => r.lastActiveAt,
      ),
      textColumn(
        { id: 'inviteCode', title: 'member.columns.inviteCode', width: 110, hiddenByDefault: true },
        (r) => r.inviteCode,
        {
          mono: true,
        },
      ),
      countColumn({ id: 'id', title: 'member.columns.id', width: 80, hiddenByDefault: true }, (r) => r.id),
    ],
  });
}

/** The member list with the built-in channels as its channel choices (before GET /admin/channels answers). */
export const memberListDefinition: ListDefinition<MemberRow> =
  memberListDefinitionFor(BUILT_IN_CHANNEL_OPTIONS);
