import { Intent } from '@blueprintjs/core';
import { listCheckins, listInvites } from '@opsdeck/shared/api';
import { type CheckinRow, INVITE_STATUSES, type InviteRow } from '@opsdeck/shared/schemas';
import {
  countColumn,
  enumColumn,
  memberColumn,
  rowMember,
  timeColumn,
} from '../../components/data-list/columns.tsx';
import { defineList, listQuerySchema } from '../../components/data-list/define-list.ts';
import {
  createdRange,
  enumFilter,
  memberIdFilter,
  positiveIntFilter,
} from '../../components/data-list/filters.ts';
import type { ListDefinition } from '../../components/data-list/types.ts';

/** Its query's shared schema, loaded with the first query that needs a check (define-list.ts). */
const checkinQuery = listQuerySchema('checkinListQuerySchema');

/** /task-checkin/list: sign-in records (GET /admin/tasks/checkin), newest day first. */
export const checkinListDefinition: ListDefinition<CheckinRow> = defineList(checkinQuery, {
  id: 'checkins',
  defaultSort: 'day:desc',
  fetchPage: (client, query) => listCheckins(client, query),
  filters: [
    memberIdFilter('visibleId', 'lists.filters.member', true),
    { kind: 'dateRange', from: 'dayFrom', to: 'dayTo', label: 'lists.filters.day' },
    positiveIntFilter('minStreak', 'lists.filters.minStreak', 10_000),
  ],
  columns: [
    countColumn({ id: 'id', title: 'checkin.columns.id', width: 80, hiddenByDefault: true }, (r) => r.id),
    memberColumn({ id: 'member', title: 'checkin.columns.member', width: 200 }, rowMember),
    timeColumn({ id: 'day', title: 'checkin.columns.day', width: 120, sortField: 'day' }, (r) => r.day, {
      dayOnly: true,
    }),
    {
      id: 'streak',
      title: 'checkin.columns.streak',
      width: 100,
      sortField: 'streak',
      numeric: true,
      render: (r, { t }) => t('checkin.streakDays', { count: r.streak }),
      csv: (r) => r.streak,
    },
    countColumn(
      { id: 'rewardPoints', title: 'checkin.columns.rewardPoints', width: 90 },
      (r) => r.rewardPoints,
    ),
    countColumn({ id: 'rewardCoins', title: 'checkin.columns.rewardCoins', width: 90 }, (r) => r.rewardCoins),
    timeColumn({ id: 'createdAt', title: 'checkin.columns.createdAt', width: 150 }, (r) => r.createdAt),
  ],
});

/** Invite status colours: registered blue, rewarded green, rejected red. */
const INVITE_INTENTS = { registered: Intent.PRIMARY, rewarded: Intent.SUCCESS, rejected: Intent.DANGER };

/** Its query's shared schema, loaded with the first query that needs a check (define-list.ts). */
const inviteQuery = listQuerySchema('inviteListQuerySchema');

/** /task-invite/list: invites with inviter, invitee and reward (GET /admin/tasks/invite). */
export const inviteListDefinition: ListDefinition<InviteRow> = defineList(inviteQuery, {
  id: 'invites',
  defaultSort: 'createdAt:desc',
  fetchPage: (client, query) => listInvites(client, query),
  filters: [
    memberIdFilter('inviterVisibleId', 'lists.filters.inviter', true),
    memberIdFilter('visibleId', 'lists.filters.invitee'),
    enumFilter('status', 'invite.columns.status', INVITE_STATUSES, 'invite.status'),
    createdRange(),
  ],
  columns: [
    countColumn({ id: 'id', title: 'invite.columns.id', width: 80, hiddenByDefault: true }, (r) => r.id),
    memberColumn({ id: 'inviter', title: 'invite.columns.inviter', width: 190 }, (r) => ({
      memberId: r.inviterId,
      visibleId: r.inviterVisibleId,
      nickname: r.inviterNickname,
    })),
    memberColumn({ id: 'invitee', title: 'invite.columns.invitee', width: 190 }, rowMember),
    enumColumn(
      { id: 'status', title: 'invite.columns.status', width: 100 },
      (r) => r.status,
      'invite.status',
      INVITE_INTENTS,
    ),
    countColumn(
      { id: 'rewardPoints', title: 'invite.columns.rewardPoints', width: 90 },
      (r) => r.rewardPoints,
    ),
    countColumn({ id: 'rewardCoins', title: 'invite.columns.rewardCoins', width: 90 }, (r) => r.rewardCoins),
    timeColumn(
      { id: 'createdAt', title: 'invite.columns.createdAt', width: 150, sortField: 'createdAt' },
      (r) => r.createdAt,
    ),
    timeColumn({ id: 'rewardedAt', title: 'invite.columns.rewardedAt', width: 150 }, (r) => r.rewardedAt),
  ],
});
