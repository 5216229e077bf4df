import type { Locale } from '@opsdeck/shared/i18n';
import { type MemberDetail, maskPhone } from '@opsdeck/shared/schemas';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { SqlParams } from '../../db/raw.js';
import {
  coinLedger,
  invites,
  type MemberDbRow,
  members,
  pointLedger,
  vipGrants,
} from '../../db/schema/business.js';
import { HttpError } from '../../errors.js';
import { coinLedgerRows, orderRows, pointLedgerRows, vipGrantRows } from '../ledger/rows.js';
import { memberRowOf } from './list-service.js';

/** How many of each recent list the member detail carries. */
const DETAIL_RECENT = 20;

/**
 * Finds a member by the `{id}` of GET /admin/members/{id}: 8 digits → visible id, 11 digits → phone,
 * else (and as the fallback of those two) the internal id.
 */
async function findMember(db: Db, ref: string): Promise<MemberDbRow | undefined> {
  const by = async (cond: ReturnType<typeof eq>) => (await db.select().from(members).where(cond).limit(1))[0];
  if (/^\d{8}$/.test(ref)) {
    const m = await by(eq(members.visibleId, ref));
    if (m) return m;
  }
  if (/^\d{11}$/.test(ref)) {
    const m = await by(eq(members.phone, ref));
    if (m) return m;
  }
  const id = Number(ref);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return undefined;
  return by(eq(members.id, id));
}

/** GET /admin/members/{id}: profile, balances, inviter, recent ledgers, grants and orders. */
export async function memberDetail(db: Db, ref: string, locale: Locale): Promise<MemberDetail> {
  const m = await findMember(db, ref);
  if (!m) throw new HttpError(404, 'money.errors.memberNotFound', { id: ref });
  const now = new Date();
  const inviter = m.invitedBy
    ? ((
        await db
          .select({ id: members.id, visibleId: members.visibleId, nickname: members.nickname })
          .from(members)
          .where(eq(members.id, m.invitedBy))
      )[0] ?? null)
    : null;
  const [invited] = await db.select({ n: count() }).from(invites).where(eq(invites.inviterId, m.id));
  const recentCoinLedger = await coinLedgerRows(
    db,
    locale,
    eq(coinLedger.memberId, m.id),
    [desc(coinLedger.id)],
    DETAIL_RECENT,
  );
  const recentPointLedger = await pointLedgerRows(
    db,
    locale,
    eq(pointLedger.memberId, m.id),
    [desc(pointLedger.id)],
    DETAIL_RECENT,
  );
  const recentVipGrants = await vipGrantRows(db, eq(vipGrants.memberId, m.id), DETAIL_RECENT);
  const p = new SqlParams();
  const recentOrders = await orderRows(
    db,
    locale,
    `WHERE o.member_id = ${p.add(m.id)}`,
    p,
    'o.created_at DESC, o.id DESC',
    DETAIL_RECENT,
  );
  return {
    ...memberRowOf(m, now),
    phone: m.phone,
    phoneMasked: maskPhone(m.phone),
    inviter,
    inviteCount: Number(invited?.n ?? 0),
    recentCoinLedger,
    recentPointLedger,
    recentVipGrants,
    recentOrders,
  };
}
