import { z } from 'zod';

/** What an API token may do: `read` (GET calls), `reissue` (coin and VIP re-issues). */
export const API_TOKEN_SCOPES = ['read', 'reissue'] as const;
export const apiTokenScopeSchema = z.enum(API_TOKEN_SCOPES, 'tokens.validation.scope');
export type ApiTokenScope = z.infer<typeof apiTokenScopeSchema>;

/** An API token's text starts with this, so the server and the CLI tell it from a session token. */
export const API_TOKEN_PREFIX = 'odt_';

/** The longest an API token lives. */
export const API_TOKEN_MAX_DAYS = 90;

/** POST /admin/account/tokens body. */
export const apiTokenCreateBodySchema = z.strictObject({
  name: z
    .string('tokens.validation.name')
    .trim()
    .min(1, 'tokens.validation.name')
    .max(64, 'tokens.validation.name'),
  scopes: z
    .array(apiTokenScopeSchema, 'tokens.validation.scopes')
    .min(1, 'tokens.validation.scopes')
    .max(API_TOKEN_SCOPES.length, 'tokens.validation.scopes')
    .refine((s) => new Set(s).size === s.length, 'tokens.validation.scopes'),
  expiresInDays: z
    .number('tokens.validation.expiresInDays')
    .int('tokens.validation.expiresInDays')
    .min(1, 'tokens.validation.expiresInDays')
    .max(API_TOKEN_MAX_DAYS, 'tokens.validation.expiresInDays'),
  dailyCoinCap: z
    .number('tokens.validation.dailyCoinCap')
    .int('tokens.validation.dailyCoinCap')
    .min(1, 'tokens.validation.dailyCoinCap')
    .max(100_000_000, 'tokens.validation.dailyCoinCap')
    .nullish(),
});
export type ApiTokenCreateBody = z.input<typeof apiTokenCreateBodySchema>;

/** One API token as listed: never its text. */
export const apiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(apiTokenScopeSchema),
  dailyCoinCap: z.number().int().nullable(),
  /** Coins re-issued with it this business day (UTC+8). */
  coinsToday: z.number().int(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  status: z.enum(['active', 'expired', 'revoked']),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** What creating a token answers: the token's text, shown this once. */
export const apiTokenCreatedSchema = apiTokenSchema.extend({ token: z.string() });
export type ApiTokenCreated = z.infer<typeof apiTokenCreatedSchema>;

/** A token's id in a path or an action's arguments. */
const tokenIdSchema = z.coerce
  .number('tokens.validation.id')
  .int('tokens.validation.id')
  .min(1, 'tokens.validation.id')
  .max(2_147_483_647, 'tokens.validation.id');

export const apiTokenIdParamsSchema = z.object({ id: tokenIdSchema });

/** Arguments of the `token.revoke` action (palette and CLI). */
export const apiTokenRevokeArgsSchema = z.object({ id: tokenIdSchema });
