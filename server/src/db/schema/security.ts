import { bigint, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { operators } from './auth.js';
import { requiredRef, timestamptz } from './columns.js';

/** An operator's TOTP secret (mirrors migrations/040.do.two-factor.sql); on once `enabledAt` is set. */
export const operatorTotp = pgTable('operator_totp', {
  operatorId: integer('operator_id')
    .primaryKey()
    .references(() => operators.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: timestamptz('enabled_at'),
  /** The last time step a code was accepted for: no code of it or before is accepted again. */
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** One-time recovery codes, sha256 only. */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    operatorId: requiredRef('operator_id', () => operators.id, 'cascade'),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('operator_recovery_codes_operator_idx').on(t.operatorId)],
);

/** A password sign-in waiting for its second factor: sha256 of the challenge only. */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    challengeHash: text('challenge_hash').primaryKey(),
    operatorId: requiredRef('operator_id', () => operators.id, 'cascade'),
    attemptId: bigint('attempt_id', { mode: 'number' }).notNull(),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [index('login_challenges_operator_idx').on(t.operatorId, t.createdAt.desc())],
);

/** Scoped, expiring API tokens for scripts (migrations/041.do.api-tokens.sql): sha256 only. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    operatorId: requiredRef('operator_id', () => operators.id, 'cascade'),
    name: text('name').notNull(),
    scopes: text('scopes', { enum: ['read', 'reissue'] })
      .array()
      .notNull(),
    dailyCoinCap: bigint('daily_coin_cap', { mode: 'number' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    lastUsedAt: timestamptz('last_used_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [index('api_tokens_operator_idx').on(t.operatorId, t.createdAt.desc())],
);
export type ApiTokenDbRow = typeof apiTokens.$inferSelect;

/** Coins re-issued with a token per business day, against its daily cap. */
export const apiTokenCoins = pgTable(
  'api_token_coins',
  {
    tokenId: integer('token_id')
      .notNull()
      .references(() => apiTokens.id, { onDelete: 'cascade' }),
    businessDay: date('business_day', { mode: 'string' }).notNull(),
    coins: bigint('coins', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tokenId, t.businessDay] })],
);
