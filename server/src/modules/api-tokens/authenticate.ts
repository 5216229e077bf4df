import { CODES } from '@opsdeck/shared/errors';
import { API_TOKEN_PREFIX, type ApiTokenScope } from '@opsdeck/shared/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { apiTokens, operators } from '../../db/schema/index.js';
import { HttpError } from '../../errors.js';
import type { RequestOperator } from '../../types/fastify.js';
import { hashApiToken } from './service.js';

/** The API token a request was made with. */
export interface RequestApiToken {
  id: number;
  name: string;
  scopes: ApiTokenScope[];
  dailyCoinCap: number | null;
}

const TOKEN_PATTERN = new RegExp(`^${API_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`);
/** last_used_at is refreshed at most this often. */
const USED_REFRESH_MS = 60_000;

/** True for a bearer token that is an API token (`odt_…`), not a session's. */
export const isApiToken = (token: string) => token.startsWith(API_TOKEN_PREFIX);

/**
 * The operator behind an API token and the token itself. Unknown or revoked → 401 code 50008,
 * expired → 401 code 50014, disabled operator → 401 code 50008; the refusal is immediate.
 */
export async function authenticateApiToken(
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<{ operator: RequestOperator; apiToken: RequestApiToken }> {
  const illegal = new HttpError(401, 'tokens.errors.invalid', {}, { code: CODES.tokenIllegal });
  if (!TOKEN_PATTERN.test(token)) throw illegal;
  const [row] = await db
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      scopes: apiTokens.scopes,
      dailyCoinCap: apiTokens.dailyCoinCap,
      expiresAt: apiTokens.expiresAt,
      revokedAt: apiTokens.revokedAt,
      lastUsedAt: apiTokens.lastUsedAt,
      operatorId: operators.id,
      role: operators.role,
      opName: operators.name,
      phone: operators.phone,
      status: operators.status,
    })
    .from(apiTokens)
    .innerJoin(operators, eq(operators.id, apiTokens.operatorId))
    .where(eq(apiTokens.tokenHash, hashApiToken(token)));
  if (!row) throw illegal;
  if (row.revokedAt) {
    throw new HttpError(401, 'tokens.errors.revoked', { name: row.name }, { code: CODES.tokenIllegal });
  }
  if (row.expiresAt.getTime() <= now.getTime()) {
    throw new HttpError(401, 'tokens.errors.expired', { name: row.name }, { code: CODES.tokenExpired });
  }
  if (row.status !== 'active') {
    throw new HttpError(401, 'errors.accountDisabled', {}, { code: CODES.tokenIllegal });
  }
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > USED_REFRESH_MS) {
    await db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, row.id));
  }
  return {
    operator: { id: row.operatorId, role: row.role, name: row.opName, phone: row.phone },
    apiToken: { id: row.id, name: row.name, scopes: row.scopes, dailyCoinCap: row.dailyCoinCap },
  };
}
