import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { requiredRef, stamps, timestamptz } from './columns.js';

/** Console operators (docs/domain.md, console-side entities); mirrors migrations/001.do.core.sql. */
export const operators = pgTable('operators', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  phone: text('phone').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: ['admin', 'user'] }).notNull(),
  status: text('status', { enum: ['active', 'disabled'] })
    .notNull()
    .default('active'),
  name: text('name').notNull(),
  avatar: text('avatar').notNull().default(''),
  /** sha256 (hex) of a data: URL avatar, kept by a trigger on every write (migrations/055.do.avatar-hash.sql). */
  avatarSha256: text('avatar_sha256'),
  job: text('job').notNull().default(''),
  jobName: text('job_name').notNull().default(''),
  organization: text('organization').notNull().default(''),
  organizationName: text('organization_name').notNull().default(''),
  location: text('location').notNull().default(''),
  locationName: text('location_name').notNull().default(''),
  /** The known place the office location is (work_names), '' for text of the operator's own (migration 080). */
  locationCode: text('location_code').notNull().default(''),
  email: text('email').notNull().default(''),
  introduction: text('introduction').notNull().default(''),
  personalWebsite: text('personal_website').notNull().default(''),
  registrationDate: timestamptz('registration_date').notNull().defaultNow(),
  visibleId: text('visible_id').notNull().unique(),
  certification: smallint('certification').notNull().default(0),
  // user-setting fields (migrations/004.do.user-centre.sql)
  nickname: text('nickname').notNull().default(''),
  countryRegion: text('country_region').notNull().default(''),
  area: text('area').notNull().default(''),
  address: text('address').notNull().default(''),
  ...stamps,
});
export type OperatorRow = typeof operators.$inferSelect;

/**
 * Job, organization and office location names per language (migrations/080.do.work-names.sql),
 * found by the code an operator row holds: operators.job, operators.organization, operators.location_code.
 */
export const workNames = pgTable(
  'work_names',
  {
    kind: text('kind', { enum: ['job', 'organization', 'location'] }).notNull(),
    code: text('code').notNull(),
    locale: text('locale', { enum: ['en-US', 'zh-CN'] }).notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.code, t.locale] })],
);
export type WorkNameRow = typeof workNames.$inferSelect;

/** Bearer sessions: only the sha256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** A short handle to name the session in lists (migrations/004.do.user-centre.sql). */
    id: bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity(),
    operatorId: requiredRef('operator_id', () => operators.id, 'cascade'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    userAgent: text('user_agent').notNull().default(''),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [index('sessions_operator_idx').on(t.operatorId, t.createdAt.desc())],
);

/** The message box (spec §3): message, notice and todo items per operator. */
export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    operatorId: requiredRef('operator_id', () => operators.id, 'cascade'),
    type: text('type', { enum: ['message', 'notice', 'todo'] }).notNull(),
    title: text('title').notNull(),
    subTitle: text('sub_title').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    content: text('content').notNull().default(''),
    /** The message_texts of its title, sub-title and content per language; '' for texts of its own (migration 090). */
    textCode: text('text_code').notNull().default(''),
    /** A server notice's values (text_code `notice:…`), read in each language (migration 091). */
    textParams: jsonb('text_params').$type<Record<string, unknown>>(),
    messageType: smallint('message_type'),
    status: smallint('status').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('messages_operator_created_idx').on(t.operatorId, t.createdAt.desc(), t.id.desc())],
);
export type MessageRow = typeof messages.$inferSelect;

/** A message's title, sub-title and content in one language, by its text code (migration 090). */
export const messageTexts = pgTable(
  'message_texts',
  {
    code: text('code').notNull(),
    locale: text('locale', { enum: ['en-US', 'zh-CN'] }).notNull(),
    title: text('title').notNull(),
    subTitle: text('sub_title').notNull().default(''),
    content: text('content').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.code, t.locale] })],
);

/** An operator's name in one language (migration 090); operators.name is the name without rows. */
export const operatorNames = pgTable(
  'operator_names',
  {
    operatorId: requiredRef('operator_id', () => operators.id, 'cascade'),
    locale: text('locale', { enum: ['en-US', 'zh-CN'] }).notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.operatorId, t.locale] })],
);

/**
 * An operator's introduction in one language (migration 092); operators.introduction is the one
 * without rows (typed by hand, shown as written).
 */
export const operatorIntroductions = pgTable(
  'operator_introductions',
  {
    operatorId: requiredRef('operator_id', () => operators.id, 'cascade'),
    locale: text('locale', { enum: ['en-US', 'zh-CN'] }).notNull(),
    introduction: text('introduction').notNull(),
  },
  (t) => [primaryKey({ columns: [t.operatorId, t.locale] })],
);

/** Shops (spec §3, §9). `name` is the name of a shop without rows in shop_names (migration 092). */
export const shops = pgTable('shops', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  shopType: smallint('shop_type').notNull(),
  syncShopId: text('sync_shop_id'),
});

/** A shop's name in one language (migration 092). */
export const shopNames = pgTable(
  'shop_names',
  {
    shopId: requiredRef('shop_id', () => shops.id, 'cascade'),
    locale: text('locale', { enum: ['en-US', 'zh-CN'] }).notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.locale] })],
);

/** Sign-in attempts, for the per-phone and per-IP limits. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    phone: text('phone').notNull(),
    ip: text('ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
  },
  (t) => [
    index('login_attempts_phone_idx').on(t.phone, t.createdAt),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
  ],
);
