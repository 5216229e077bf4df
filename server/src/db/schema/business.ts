import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { operators } from './auth.js';
import { identityId, requiredRef, timestamptz } from './columns.js';

// Money area tables; mirrors migrations/002.do.business.sql (the SQL file is the source of truth:
// CHECK constraints and index details live there).

const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * App members (docs/domain.md). Balances and vip_expires_at are caches of the ledgers. The table also
 * has `vip_filed_at` (migration 103), kept by the nickname pieces' triggers only and not mapped here.
 */
export const members = pgTable(
  'members',
  {
    id: identityId(),
    visibleId: text('visible_id').notNull(),
    nickname: text('nickname').notNull(),
    avatarUrl: text('avatar_url').notNull().default(''),
    phone: text('phone').notNull(),
    platform: text('platform', { enum: ['ios', 'android', 'web'] }).notNull(),
    // The code of a channels row (foreign key, migration 009).
    channel: text('channel').notNull(),
    status: text('status', { enum: ['active', 'banned'] })
      .notNull()
      .default('active'),
    coinBalance: money('coin_balance').notNull().default(0),
    pointsBalance: money('points_balance').notNull().default(0),
    vipExpiresAt: timestamptz('vip_expires_at'),
    inviteCode: text('invite_code').notNull(),
    invitedBy: integer('invited_by'),
    registeredAt: timestamptz('registered_at').notNull().defaultNow(),
    lastActiveAt: timestamptz('last_active_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_visible_id_key').on(t.visibleId),
    uniqueIndex('members_phone_key').on(t.phone),
    uniqueIndex('members_invite_code_key').on(t.inviteCode),
  ],
);
export type MemberDbRow = typeof members.$inferSelect;

const ledgerColumns = {
  id: identityId(),
  memberId: requiredRef('member_id', () => members.id),
  delta: money('delta').notNull(),
  balanceAfter: money('balance_after').notNull(),
  refType: text('ref_type', { enum: ['order', 'unlock', 'checkin', 'invite'] }),
  refId: integer('ref_id'),
  operatorId: integer('operator_id').references(() => operators.id),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
};

/** Every change of a member's coins (append-only). */
export const coinLedger = pgTable(
  'coin_ledger',
  {
    ...ledgerColumns,
    reason: text('reason', {
      enum: ['topup', 'unlock', 'patch', 'exchange', 'checkin', 'invite', 'refund', 'gift'],
    }).notNull(),
  },
  (t) => [index('coin_ledger_member_idx').on(t.memberId, t.id.desc())],
);
export type CoinLedgerDbRow = typeof coinLedger.$inferSelect;

/** Every change of a member's points (append-only). */
export const pointLedger = pgTable(
  'point_ledger',
  {
    ...ledgerColumns,
    reason: text('reason', { enum: ['checkin', 'invite', 'exchange', 'patch', 'expire'] }).notNull(),
  },
  (t) => [index('point_ledger_member_idx').on(t.memberId, t.id.desc())],
);
export type PointLedgerDbRow = typeof pointLedger.$inferSelect;

/** VIP time granted to members; grants stack (a grant starts where the previous one ends). */
export const vipGrants = pgTable('vip_grants', {
  id: identityId(),
  memberId: requiredRef('member_id', () => members.id),
  days: integer('days').notNull(),
  startsAt: timestamptz('starts_at').notNull(),
  endsAt: timestamptz('ends_at').notNull(),
  source: text('source', { enum: ['order', 'iap', 'patch', 'exchange', 'invite'] }).notNull(),
  refId: integer('ref_id'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
export type VipGrantDbRow = typeof vipGrants.$inferSelect;

/** Orders of every kind (vip, iap, pay, exchange, patch). */
export const orders = pgTable(
  'orders',
  {
    id: identityId(),
    orderNo: text('order_no').notNull(),
    kind: text('kind', { enum: ['vip', 'iap', 'pay', 'exchange', 'patch'] }).notNull(),
    memberId: requiredRef('member_id', () => members.id),
    status: text('status', { enum: ['pending', 'paid', 'refunded', 'closed', 'failed'] }).notNull(),
    productCode: text('product_code').notNull(),
    amountCents: integer('amount_cents').notNull().default(0),
    currency: text('currency').notNull().default('CNY'),
    channel: text('channel', { enum: ['wechat', 'alipay', 'apple', 'google', 'points', 'admin'] }).notNull(),
    coins: integer('coins').notNull().default(0),
    vipDays: integer('vip_days').notNull().default(0),
    pointsSpent: integer('points_spent').notNull().default(0),
    externalTxnId: text('external_txn_id'),
    reason: text('reason'),
    operatorId: integer('operator_id').references(() => operators.id),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    paidAt: timestamptz('paid_at'),
    refundedAt: timestamptz('refunded_at'),
  },
  (t) => [
    uniqueIndex('orders_order_no_key').on(t.orderNo),
    uniqueIndex('orders_idempotency_key').on(t.idempotencyKey).where(sql`idempotency_key IS NOT NULL`),
  ],
);
export type OrderDbRow = typeof orders.$inferSelect;

/** Counters behind readable order numbers, per prefix and business day. */
export const orderSequences = pgTable(
  'order_sequences',
  {
    prefix: text('prefix').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    lastValue: integer('last_value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.prefix, t.day] })],
);

/**
 * Per-connection blocks of patch order numbers (migration 027: `opsdeck_next_order_seq` hands them
 * out; `shard` is the backend pid modulo 64; `next_value` the last number handed out, `last_value`
 * the block's end).
 */
export const orderNumberBlocks = pgTable(
  'order_number_blocks',
  {
    prefix: text('prefix').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    shard: smallint('shard').notNull(),
    nextValue: integer('next_value').notNull(),
    lastValue: integer('last_value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.prefix, t.day, t.shard] })],
);

/** Content a member unlocked, and how. */
export const unlocks = pgTable('unlocks', {
  id: identityId(),
  memberId: requiredRef('member_id', () => members.id),
  contentType: text('content_type', { enum: ['wallpaper', 'template'] }).notNull(),
  contentId: integer('content_id').notNull(),
  via: text('via', { enum: ['coin', 'vip', 'free'] }).notNull(),
  coinsSpent: integer('coins_spent').notNull().default(0),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** Sign-in rewards by streak day 1..7. */
export const checkinRules = pgTable('checkin_rules', {
  day: integer('day').primaryKey(),
  rewardPoints: integer('reward_points').notNull(),
  rewardCoins: integer('reward_coins').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** One sign-in per member and day. */
export const checkinRecords = pgTable(
  'checkin_records',
  {
    id: identityId(),
    memberId: requiredRef('member_id', () => members.id),
    day: date('day', { mode: 'string' }).notNull(),
    streak: integer('streak').notNull(),
    rewardPoints: integer('reward_points').notNull().default(0),
    rewardCoins: integer('reward_coins').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    // Migration 012: a sign-in recorded by support (its key, who) and whether it paid its reward.
    idempotencyKey: text('idempotency_key'),
    operatorId: integer('operator_id').references(() => operators.id),
    rewarded: boolean('rewarded').notNull().default(true),
  },
  (t) => [unique('checkin_records_member_id_day_key').on(t.memberId, t.day)],
);

/** Who invited whom (one inviter per invitee). */
export const invites = pgTable(
  'invites',
  {
    id: identityId(),
    inviterId: requiredRef('inviter_id', () => members.id),
    inviteeId: requiredRef('invitee_id', () => members.id),
    status: text('status', { enum: ['registered', 'rewarded', 'rejected'] }).notNull(),
    rewardPoints: integer('reward_points').notNull().default(0),
    rewardCoins: integer('reward_coins').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    rewardedAt: timestamptz('rewarded_at'),
    // Migration 012: an invite recorded by support (its key, who).
    idempotencyKey: text('idempotency_key'),
    operatorId: integer('operator_id').references(() => operators.id),
  },
  (t) => [uniqueIndex('invites_invitee_key').on(t.inviteeId)],
);

/** Every write by an operator (re-issues write theirs in the same transaction). */
export const auditLog = pgTable('audit_log', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  operatorId: integer('operator_id').references(() => operators.id),
  action: text('action').notNull(),
  targetType: text('target_type').notNull().default(''),
  targetId: text('target_id').notNull().default(''),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
  status: text('status', { enum: ['ok', 'failed'] })
    .notNull()
    .default('ok'),
  ip: text('ip').notNull().default(''),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  /** The API token a write was made with (migrations/041.do.api-tokens.sql), null for a session. */
  apiTokenId: integer('api_token_id'),
  apiTokenName: text('api_token_name'),
});
export type AuditLogDbRow = typeof auditLog.$inferSelect;
