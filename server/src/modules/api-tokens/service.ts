import { createHash, randomBytes } from 'node:crypto';
import {
  API_TOKEN_PREFIX,
  type ApiToken,
  type ApiTokenCreateBody,
  type ApiTokenCreated,
  type apiTokenCreateBodySchema,
} from '@opsdeck/shared/schemas';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { businessDay } from '../../db/business-day.js';
import type { Db } from '../../db/client.js';
import { type ApiTokenDbRow, apiTokenCoins, apiTokens } from '../../db/schema/index.js';
import { HttpError } from '../../errors.js';
import type { Actor } from '../../http/actor.js';
import { writeAudit } from '../audit/service.js';

/** sha256 hex of an API token: what the database keeps. */
export function hashApiToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const statusOf = (row: ApiTokenDbRow, now: Date): ApiToken['status'] =>
  row.revokedAt ? 'revoked' : row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';

async function coinsToday(db: Db, tokenId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ coins: apiTokenCoins.coins })
    .from(apiTokenCoins)
    .where(and(eq(apiTokenCoins.tokenId, tokenId), eq(apiTokenCoins.businessDay, businessDay(now))));
  return row?.coins ?? 0;
}

async function toToken(db: Db, row: ApiTokenDbRow, now: Date): Promise<ApiToken> {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes,
    dailyCoinCap: row.dailyCoinCap,
    coinsToday: await coinsToday(db, row.id, now),
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    status: statusOf(row, now),
  };
}

/** GET /admin/account/tokens: the caller's tokens, newest first (never their text). */
export async function listApiTokens(db: Db, operatorId: number): Promise<ApiToken[]> {
  const now = new Date();
  const rows = await db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.operatorId, operatorId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return Promise.all(rows.map((r) => toToken(db, r, now)));
}

/**
 * POST /admin/account/tokens: a token for scripts with its scopes, lifetime (1–90 days) and optional
 * daily coin cap. The text (`odt_` and 32 random bytes) is answered this once; only its hash is kept.
 */
export async function createApiToken(
  db: Db,
  body: z.output<typeof apiTokenCreateBodySchema> | ApiTokenCreateBody,
  actor: Actor,
): Promise<ApiTokenCreated> {
  const now = new Date();
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(apiTokens)
      .values({
        tokenHash: hashApiToken(token),
        operatorId: actor.operatorId,
        name: body.name.trim(),
        scopes: [...new Set(body.scopes)],
        dailyCoinCap: body.dailyCoinCap ?? null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + body.expiresInDays * 86_400_000),
      })
      .returning();
    if (!created) throw new Error('api_tokens insert returned nothing');
    await writeAudit(tx, {
      operatorId: actor.operatorId,
      action: 'account.createApiToken',
      targetType: 'apiToken',
      targetId: String(created.id),
      payload: {
        name: created.name,
        scopes: created.scopes,
        expiresAt: created.expiresAt.toISOString(),
        dailyCoinCap: created.dailyCoinCap,
      },
      ip: actor.ip,
    });
    return created;
  });
  return { ...(await toToken(db, row, now)), token };
}

/**
 * DELETE /admin/account/tokens/{id}: revokes one of the caller's tokens at once (the next call
 * with it is refused). Someone else's, an unknown or an already revoked token is 404.
 */
export async function revokeApiToken(db: Db, id: number, actor: Actor): Promise<ApiToken> {
  const now = new Date();
  const row = await db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(apiTokens)
      .set({ revokedAt: now })
      .where(
        and(eq(apiTokens.id, id), eq(apiTokens.operatorId, actor.operatorId), isNull(apiTokens.revokedAt)),
      )
      .returning();
    if (!revoked) throw new HttpError(404, 'tokens.errors.notFound', { id });
    await writeAudit(tx, {
      operatorId: actor.operatorId,
      action: 'account.revokeApiToken',
      targetType: 'apiToken',
      targetId: String(id),
      payload: { name: revoked.name },
      ip: actor.ip,
    });
    return revoked;
  });
  return toToken(db, row, now);
}
