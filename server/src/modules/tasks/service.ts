import {
  type CheckinRow,
  type CheckinRule,
  type checkinListQuerySchema,
  type InviteRow,
  type inviteListQuerySchema,
  type Page,
  parseSort,
} from '@opsdeck/shared/schemas';
import { aliasedTable, and, asc, eq, gte, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { createdIn, iso, offsetOf, orderOf, pageOf, totalOf, visibleIdIs } from '../../db/paging.js';
import { checkinRecords, checkinRules, invites, members } from '../../db/schema/business.js';
import type { Tx } from '../../db/tx.js';

export type CheckinListFilters = z.output<typeof checkinListQuerySchema>;
export type InviteListFilters = z.output<typeof inviteListQuerySchema>;

/** The columns of a sign-in row (joined with its member). */
export const checkinColumns = {
  id: checkinRecords.id,
  memberId: checkinRecords.memberId,
  memberVisibleId: members.visibleId,
  memberNickname: members.nickname,
  day: checkinRecords.day,
  streak: checkinRecords.streak,
  rewardPoints: checkinRecords.rewardPoints,
  rewardCoins: checkinRecords.rewardCoins,
  createdAt: checkinRecords.createdAt,
};

type CheckinDbRow = Omit<CheckinRow, 'createdAt'> & { createdAt: Date };

/** A sign-in as the API answers it. */
export const toCheckinRow = (r: CheckinDbRow): CheckinRow => ({ ...r, createdAt: r.createdAt.toISOString() });

/** GET /admin/tasks/checkin: sign-in records, by day (default newest first) or streak. */
export async function listCheckins(db: Db, f: CheckinListFilters): Promise<Page<CheckinRow>> {
  const where = and(
    f.memberId ? eq(checkinRecords.memberId, f.memberId) : undefined,
    visibleIdIs(checkinRecords.memberId, f.visibleId),
    f.dayFrom ? gte(checkinRecords.day, f.dayFrom) : undefined,
    f.dayTo ? lte(checkinRecords.day, f.dayTo) : undefined,
    f.minStreak ? gte(checkinRecords.streak, f.minStreak) : undefined,
  );
  const { field, dir } = parseSort(f.sort, 'day:desc');
  const col = field === 'streak' ? checkinRecords.streak : checkinRecords.day;
  return pageOf(
    f,
    async () => {
      const rows = await db
        .select(checkinColumns)
        .from(checkinRecords)
        .innerJoin(members, eq(members.id, checkinRecords.memberId))
        .where(where)
        .orderBy(...orderOf(col, checkinRecords.id, dir))
        .limit(f.pageSize)
        .offset(offsetOf(f));
      return rows.map(toCheckinRow);
    },
    () => totalOf(db, checkinRecords, where),
  );
}

/** GET /admin/tasks/checkin/rules: the reward of each streak day. */
export async function listCheckinRules(db: Db): Promise<CheckinRule[]> {
  return db
    .select({
      day: checkinRules.day,
      rewardPoints: checkinRules.rewardPoints,
      rewardCoins: checkinRules.rewardCoins,
    })
    .from(checkinRules)
    .orderBy(asc(checkinRules.day));
}

export const inviter = aliasedTable(members, 'inviter');

/** The columns of an invite row (joined with the inviter and the invitee). */
export const inviteColumns = {
  id: invites.id,
  inviterId: invites.inviterId,
  inviterVisibleId: inviter.visibleId,
  inviterNickname: inviter.nickname,
  memberId: invites.inviteeId,
  memberVisibleId: members.visibleId,
  memberNickname: members.nickname,
  status: invites.status,
  rewardPoints: invites.rewardPoints,
  rewardCoins: invites.rewardCoins,
  createdAt: invites.createdAt,
  rewardedAt: invites.rewardedAt,
};

type InviteDbRow = Omit<InviteRow, 'createdAt' | 'rewardedAt'> & { createdAt: Date; rewardedAt: Date | null };

/** An invite as the API answers it. */
export const toInviteRow = (r: InviteDbRow): InviteRow => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  rewardedAt: iso(r.rewardedAt),
});

/** GET /admin/tasks/invite: invites, newest first. */
export async function listInvites(db: Db, f: InviteListFilters): Promise<Page<InviteRow>> {
  const where = and(
    f.status ? eq(invites.status, f.status) : undefined,
    f.inviterId ? eq(invites.inviterId, f.inviterId) : undefined,
    visibleIdIs(invites.inviterId, f.inviterVisibleId),
    f.memberId ? eq(invites.inviteeId, f.memberId) : undefined,
    visibleIdIs(invites.inviteeId, f.visibleId),
    createdIn(invites.createdAt, f),
  );
  const { dir } = parseSort(f.sort, 'createdAt:desc');
  return pageOf(
    f,
    async () => {
      const rows = await db
        .select(inviteColumns)
        .from(invites)
        .innerJoin(inviter, eq(inviter.id, invites.inviterId))
        .innerJoin(members, eq(members.id, invites.inviteeId))
        .where(where)
        .orderBy(...orderOf(invites.createdAt, invites.id, dir))
        .limit(f.pageSize)
        .offset(offsetOf(f));
      return rows.map(toInviteRow);
    },
    () => totalOf(db, invites, where),
  );
}

/** One sign-in as the API answers it (read inside the transaction that wrote it). */
export async function checkinById(db: Db | Tx, id: number): Promise<CheckinRow> {
  const [row] = await db
    .select(checkinColumns)
    .from(checkinRecords)
    .innerJoin(members, eq(members.id, checkinRecords.memberId))
    .where(eq(checkinRecords.id, id));
  if (!row) throw new Error(`no checkin record ${id}`);
  return toCheckinRow(row);
}

/** One invite as the API answers it (read inside the transaction that wrote it). */
export async function inviteById(db: Db | Tx, id: number): Promise<InviteRow> {
  const [row] = await db
    .select(inviteColumns)
    .from(invites)
    .innerJoin(inviter, eq(inviter.id, invites.inviterId))
    .innerJoin(members, eq(members.id, invites.inviteeId))
    .where(eq(invites.id, id));
  if (!row) throw new Error(`no invite ${id}`);
  return toInviteRow(row);
}
