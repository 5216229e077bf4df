import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { operators } from './auth.js';
import { identityId, requiredRef, timestamptz } from './columns.js';

/** Security settings per operator; mirrors migrations/004.do.user-centre.sql. NULL is "not set". */
export const operatorSecurity = pgTable('operator_security', {
  operatorId: integer('operator_id')
    .primaryKey()
    .references(() => operators.id, { onDelete: 'cascade' }),
  passwordChangedAt: timestamptz('password_changed_at'),
  question: text('question'),
  answerHash: text('answer_hash'),
  phone: text('phone'),
  email: text('email'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** The enterprise certification of an operator. */
export const operatorCertifications = pgTable('operator_certifications', {
  operatorId: integer('operator_id')
    .primaryKey()
    .references(() => operators.id, { onDelete: 'cascade' }),
  accountType: text('account_type').notNull(),
  status: text('status', { enum: ['verified', 'unverified'] }).notNull(),
  certifiedAt: timestamptz('certified_at').notNull(),
  legalPerson: text('legal_person').notNull(),
  certificateType: text('certificate_type').notNull(),
  authenticationNumber: text('authentication_number').notNull(),
  enterpriseName: text('enterprise_name').notNull(),
  enterpriseCertificateType: text('enterprise_certificate_type').notNull(),
  organizationCode: text('organization_code').notNull(),
});

/** Certification records (pass or auditing). */
export const certificationRecords = pgTable(
  'certification_records',
  {
    id: identityId(),
    operatorId: requiredRef('operator_id', () => operators.id, 'cascade'),
    certificationType: text('certification_type').notNull(),
    certificationContent: text('certification_content').notNull(),
    status: text('status', { enum: ['pass', 'auditing'] }).notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('certification_records_operator_idx').on(t.operatorId, t.createdAt.desc(), t.id.desc())],
);

/**
 * A certification record's content in one language (migration 094); certification_content is the
 * content of a record without rows (shown as written).
 */
export const certificationRecordTexts = pgTable(
  'certification_record_texts',
  {
    recordId: requiredRef('record_id', () => certificationRecords.id, 'cascade'),
    locale: text('locale', { enum: ['en-US', 'zh-CN'] }).notNull(),
    content: text('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.recordId, t.locale] })],
);

/**
 * An operator's area, address or security question in one language (migration 095); the column
 * (operators.area, operators.address, operator_security.question) is the text of an operator without
 * rows, typed by hand and shown as written.
 */
export const operatorSettingTexts = pgTable(
  'operator_setting_texts',
  {
    operatorId: requiredRef('operator_id', () => operators.id, 'cascade'),
    field: text('field', { enum: ['area', 'address', 'question'] }).notNull(),
    locale: text('locale', { enum: ['en-US', 'zh-CN'] }).notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.operatorId, t.field, t.locale] })],
);
