import type { Locale } from '@opsdeck/shared/i18n';
import {
  type CoinConsumeRow,
  type coinConsumeQuerySchema,
  type Page,
  parseSort,
  type UnlockRow,
  type unlockListQuerySchema,
} from '@opsdeck/shared/schemas';
import { thumbnailUrlOf } from '@opsdeck/shared/schemas/upload-names';
import { and, eq, inArray, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { createdIn, offsetOf, orderOf, pageOf, totalOf, visibleIdIs } from '../../db/paging.js';
import { coinLedger, members, unlocks } from '../../db/schema/business.js';
import { templates, wallpapers } from '../../db/schema/content.js';
import { coinLedgerRows } from '../ledger/rows.js';

export type UnlockListFilters = z.output<typeof unlockListQuerySchema>;
export type CoinConsumeFilters = z.output<typeof coinConsumeQuerySchema>;

/** GET /admin/consume/vip (`via` vip) and /consume/unlocked (`via` coin): unlocks, newest first. */
export async function listUnlocks(
  db: Db,
  via: 'vip' | 'coin',
  f: UnlockListFilters,
): Promise<Page<UnlockRow>> {
  const where = and(
    eq(unlocks.via, via),
    f.memberId ? eq(unlocks.memberId, f.memberId) : undefined,
    visibleIdIs(unlocks.memberId, f.visibleId),
    f.contentType ? eq(unlocks.contentType, f.contentType) : undefined,
    f.contentId ? eq(unlocks.contentId, f.contentId) : undefined,
    createdIn(unlocks.createdAt, f),
  );
  const { dir } = parseSort(f.sort, 'createdAt:desc');
  return pageOf(
    f,
    async () => {
      const rows = await db
        .select({
          id: unlocks.id,
          memberId: unlocks.memberId,
          memberVisibleId: members.visibleId,
          memberNickname: members.nickname,
          contentType: unlocks.contentType,
          contentId: unlocks.contentId,
          via: unlocks.via,
          coinsSpent: unlocks.coinsSpent,
          createdAt: unlocks.createdAt,
        })
        .from(unlocks)
        .innerJoin(members, eq(members.id, unlocks.memberId))
        .where(where)
        .orderBy(...orderOf(unlocks.createdAt, unlocks.id, dir))
        .limit(f.pageSize)
        .offset(offsetOf(f));
      const content = await contentOf(db, rows);
      return rows.map((r) => ({
        ...r,
        content: content.get(`${r.contentType}:${r.contentId}`) ?? null,
        createdAt: r.createdAt.toISOString(),
      }));
    },
    () => totalOf(db, unlocks, where),
  );
}

/**
 * The title and thumbnail of a page's unlocked content (a wallpaper's title and thumbnail, a
 * template's name and cover), by `type:id`: one query per content type, for the page's ids only.
 */
async function contentOf(
  db: Db,
  rows: readonly { contentType: string; contentId: number }[],
): Promise<Map<string, { title: string; thumbUrl: string }>> {
  const ids = (type: string) => [
    ...new Set(rows.filter((r) => r.contentType === type).map((r) => r.contentId)),
  ];
  const found = new Map<string, { title: string; thumbUrl: string }>();
  const wallpaperIds = ids('wallpaper');
  if (wallpaperIds.length > 0) {
    const list = await db
      .select({ id: wallpapers.id, title: wallpapers.title, thumbUrl: wallpapers.thumbUrl })
      .from(wallpapers)
      .where(inArray(wallpapers.id, wallpaperIds));
    for (const w of list) found.set(`wallpaper:${w.id}`, { title: w.title, thumbUrl: w.thumbUrl });
  }
  const templateIds = ids('template');
  if (templateIds.length > 0) {
    const list = await db
      .select({ id: templates.id, title: templates.name, thumbUrl: templates.coverUrl })
      .from(templates)
      .where(inArray(templates.id, templateIds));
    // a list row draws the cover small: its thumbnail, never the full-size cover
    for (const x of list)
      found.set(`template:${x.id}`, { title: x.title, thumbUrl: thumbnailUrlOf(x.thumbUrl) });
  }
  return found;
}

/** The WHERE of GET /admin/consume/coin: coin ledger rows that took coins away. */
function coinConsumeWhere(f: CoinConsumeFilters): SQL | undefined {
  return and(
    lt(coinLedger.delta, 0),
    f.memberId ? eq(coinLedger.memberId, f.memberId) : undefined,
    visibleIdIs(coinLedger.memberId, f.visibleId),
    f.reason ? eq(coinLedger.reason, f.reason) : undefined,
    createdIn(coinLedger.createdAt, f),
  );
}

/** GET /admin/consume/coin: each row that paid for an unlock names the unlocked content. */
export async function listCoinConsumption(
  db: Db,
  f: CoinConsumeFilters,
  locale: Locale,
): Promise<Page<CoinConsumeRow>> {
  const where = coinConsumeWhere(f);
  const { dir } = parseSort(f.sort, 'createdAt:desc');
  return pageOf(
    f,
    async () => {
      const rows = await coinLedgerRows(
        db,
        locale,
        where,
        orderOf(coinLedger.createdAt, coinLedger.id, dir),
        f.pageSize,
        offsetOf(f),
      );
      const unlockIds = [
        ...new Set(rows.flatMap((r) => (r.refType === 'unlock' && r.refId !== null ? [r.refId] : []))),
      ];
      const unlocked =
        unlockIds.length === 0
          ? []
          : await db
              .select({ id: unlocks.id, contentType: unlocks.contentType, contentId: unlocks.contentId })
              .from(unlocks)
              .where(inArray(unlocks.id, unlockIds));
      const unlockById = new Map(unlocked.map((u) => [u.id, u]));
      const content = await contentOf(db, unlocked);
      return rows.map((r) => {
        const u = r.refType === 'unlock' && r.refId !== null ? unlockById.get(r.refId) : undefined;
        return {
          ...r,
          contentType: u?.contentType ?? null,
          contentId: u?.contentId ?? null,
          content: u ? (content.get(`${u.contentType}:${u.contentId}`) ?? null) : null,
        };
      });
    },
    () => totalOf(db, coinLedger, where),
  );
}
