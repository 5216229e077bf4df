import { APPROVAL_KINDS, APPROVAL_RULES } from '@opsdeck/shared/schemas';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { operators } from './auth.js';
import { members } from './business.js';

// Approval requests; mirrors migrations/005.do.approvals.sql, 030.do.money-policy.sql and 035 (the
// SQL files hold the CHECK constraints). Stored settings are rows of `settings` (settings.ts).

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A request waiting for (or decided by) a second admin. */
export const approvals = pgTable(
  'approvals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: APPROVAL_KINDS }).notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'expired'] })
      .notNull()
      .default('pending'),
    requesterId: integer('requester_id')
      .notNull()
      .references(() => operators.id),
    memberId: integer('member_id').references(() => members.id),
    idempotencyKey: text('idempotency_key').unique(),
    requestHash: text('request_hash'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    before: jsonb('before').$type<Record<string, unknown>>().notNull().default({}),
    result: jsonb('result').$type<Record<string, unknown>>(),
    decidedBy: integer('decided_by').references(() => operators.id),
    decidedAt: timestamptz('decided_at'),
    rejectReason: text('reject_reason'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** Which rule required approval (030): amount, member_24h, operator_daily, policy_change, job_total. */
    rule: text('rule', { enum: APPROVAL_RULES }),
    /** The member's or operator's total in the rule's window at request time, the amount included. */
    windowTotal: bigint('window_total', { mode: 'number' }),
  },
  (t) => [index('approvals_status_created_idx').on(t.status, t.createdAt, t.id)],
);
export type ApprovalDbRow = typeof approvals.$inferSelect;
