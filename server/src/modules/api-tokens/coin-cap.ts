import { sql } from 'drizzle-orm';
import { businessDay } from '../../db/business-day.js';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/sql.js';
import { HttpError } from '../../errors.js';
import type { RequestApiToken } from './authenticate.js';

/**
 * Reserves `coins` of the token's daily cap (per business day, UTC+8) before a re-issue runs, in
 * one conditional upsert: of parallel re-issues with one token, only those that fit under the cap
 * get through; the others are 403 naming the cap. Answers the release, for a re-issue that then
 * fails or only replays an earlier one. A token without a cap still counts its coins (listed).
 */
export async function reserveTokenCoins(
  db: Db,
  token: RequestApiToken,
  coins: number,
  now: Date = new Date(),
): Promise<() => Promise<void>> {
  const day = businessDay(now);
  const cap = token.dailyCoinCap;
  const refused = async () => {
    const [used] = await queryRows<{ coins: string | number }>(
      db,
      sql`SELECT coins FROM api_token_coins WHERE token_id = ${token.id} AND business_day = ${day}`,
    );
    return new HttpError(403, 'tokens.errors.capReached', {
      name: token.name,
      cap,
      count: cap,
      used: Number(used?.coins ?? 0),
      coins,
    });
  };
  if (cap !== null && coins > cap) throw await refused();
  const rows = await queryRows<{ coins: string | number }>(
    db,
    sql`INSERT INTO api_token_coins (token_id, business_day, coins) VALUES (${token.id}, ${day}, ${coins})
        ON CONFLICT (token_id, business_day) DO UPDATE SET coins = api_token_coins.coins + EXCLUDED.coins
        WHERE ${cap === null ? sql`true` : sql`api_token_coins.coins + EXCLUDED.coins <= ${cap}`}
        RETURNING coins`,
  );
  if (rows.length === 0) throw await refused();
  return async () => {
    await db.execute(
      sql`UPDATE api_token_coins SET coins = greatest(coins - ${coins}, 0)
          WHERE token_id = ${token.id} AND business_day = ${day}`,
    );
  };
}
